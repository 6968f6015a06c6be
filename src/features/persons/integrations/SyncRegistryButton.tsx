// 'Sincronizar com a receita federal' on a company's page and the Registry sync dialog it opens (the kit's
// form dialog, wide enough for its table): the company's current values beside the Receita Federal's, one
// checkbox per field; 'Aplicar selecionados' copies only the checked ones (none checked: 'Nenhum campo
// selecionado'). Mounted while open only, it reads the registry once per opening (react-query, neither kept
// nor retried) and starts with nothing checked; an answer that arrives after it closed is dropped. A refusal
// (CNPJ unknown to the registry, registry down) closes it and shows the server's reason.
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { useQuery } from '@tanstack/react-query';
import { CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState, type Key } from 'react';
import { useDataProvider } from 'react-admin';
import { formatDocument } from '../../../../common/documents';
import { REGISTRY_FIELDS, registryValues, type RegistryField } from '../../../../common/registry';
import { formatDate } from '../../../i18n/format';
import type { PortalDataProvider } from '../../../dataProvider';
import { isCompany, type Person, type PersonActionProps } from '../types';
import { ActionDialog } from '../../../ui/actions/ActionDialog';
import { DialogButton } from '../../../ui/actions/DialogButton';
import { useIntegration } from '../../../ui/integrations/IntegrationsStatus';
import { useToast } from '../../../ui/toast/useToast';
import { RowsTable, type RowsTableColumn } from '../../../ui/RowsTable';

type Props = {
  person: Person;
  onClose: () => void;
  /** After the chosen fields were written: the page reloads the person. */
  onApplied: () => void;
};

const registryFieldLabels: Record<RegistryField, string> = {
  name: 'Razão Social',
  data_abertura: 'Data de abertura',
  situacao_cadastral: 'Situação cadastral',
  cnae_main: 'CNAE principal',
  cnae_main_description: 'Descrição do CNAE principal',
  cnae_secondary: 'CNAEs secundários',
};

/** How a field's current value and the registry's read on screen. */
const shown = (field: RegistryField, value: string | null | undefined) => {
  if (!value) return '—';
  if (field === 'data_abertura') return formatDate(value);
  if (field === 'cnae_secondary') return value.split(';').join('; ');
  return value;
};

function RegistrySyncDialog({ person, onClose, onApplied }: Props) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { notifySuccess, notifyError } = useToast();
  const { data, error } = useQuery({
    queryKey: ['receita-data', person.id],
    queryFn: () => dataProvider.getReceitaData(person.id),
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });
  useEffect(() => {
    if (!error) return;
    onClose();
    void notifyError(error);
  }, [error, onClose, notifyError]);
  const values = data && registryValues(data);
  // A row per person field a sync can write.
  const columns: RowsTableColumn<RegistryField>[] = [
    { header: 'Campo', cell: (field) => registryFieldLabels[field], rowHeader: true },
    { header: 'Valor atual', cell: (field) => shown(field, person[field]), breaks: true },
    { header: 'Receita Federal', cell: (field) => shown(field, values?.[field]), breaks: true },
  ];
  const [checked, setChecked] = useState<ReadonlySet<Key>>(new Set());
  const apply = async () => {
    if (checked.size === 0) return notifyError(null, 'Nenhum campo selecionado');
    // In the dialog's order, whatever order they were ticked in.
    await dataProvider.syncReceita(person.id, REGISTRY_FIELDS.filter((field) => checked.has(field)));
    notifySuccess('Dados da Receita Federal aplicados com sucesso.');
    onClose();
    onApplied();
  };

  return (
    <ActionDialog
      maxWidth="md"
      title="Sincronizar com a Receita Federal"
      onClose={onClose}
      action={apply}
      canSubmit={Boolean(data)}
      submitLabel="Aplicar selecionados"
    >
      {data ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            CNPJ {formatDocument(data.estabelecimentos[0]?.cnpj_completo ?? person.document, 'cnpj')}: marque os campos a
            atualizar com os dados da Receita Federal.
          </Typography>
          <RowsTable
            label="Campos da Receita Federal"
            columns={columns}
            rows={REGISTRY_FIELDS}
            rowKey={(field) => field}
            selection={{ checked, onChange: setChecked, label: (field) => registryFieldLabels[field] }}
          />
        </>
      ) : (
        <Stack role="status" direction="row" spacing={2} sx={{ alignItems: 'center', py: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>Consultando a Receita Federal...</Typography>
        </Stack>
      )}
    </ActionDialog>
  );
}

export function SyncRegistryButton({ person, onDone }: PersonActionProps) {
  const receita = useIntegration('receita');
  if (!receita || !isCompany(person)) return null;
  return (
    <DialogButton
      label="Sincronizar com a receita federal"
      Icon={FactCheckIcon}
      dialog={(close) => <RegistrySyncDialog person={person} onClose={close} onApplied={onDone} />}
    />
  );
}
