// The Registry sync dialog (the kit's form dialog, wide enough for its table): the company's current values
// beside the Receita Federal's, one checkbox per field; 'Aplicar selecionados' copies only the checked ones
// (none checked: 'Nenhum campo selecionado'). Mounted while open only, it reads the registry once per opening
// (react-query, neither kept nor retried) and starts with nothing checked; an answer that arrives after it
// closed is dropped. A refusal (CNPJ unknown to the registry, registry down) closes it and shows the
// server's reason.
import { useQuery } from '@tanstack/react-query';
import { CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState, type Key } from 'react';
import { useDataProvider } from 'react-admin';
import { formatDocument } from '../../../../common/documents';
import type { PortalDataProvider } from '../../../dataProvider';
import type { Person } from '../types';
import { ActionDialog } from '../../../ui/actions/ActionDialog';
import { useToast } from '../../../ui/toast/useToast';
import { RowsTable, type RowsTableColumn } from '../../../ui/RowsTable';
import { registryRows, type RegistryRow } from './registryFields';

type Props = {
  person: Person;
  onClose: () => void;
  /** After the chosen fields were written: the page reloads the person. */
  onApplied: () => void;
};

const columns: RowsTableColumn<RegistryRow>[] = [
  { header: 'Campo', cell: (row) => row.label, rowHeader: true },
  { header: 'Valor atual', cell: (row) => row.current, breaks: true },
  { header: 'Receita Federal', cell: (row) => row.registry, breaks: true },
];

export function RegistrySyncDialog({ person, onClose, onApplied }: Props) {
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
  const rows = data ? registryRows(person, data) : [];
  const [checked, setChecked] = useState<ReadonlySet<Key>>(new Set());
  const apply = async () => {
    if (checked.size === 0) return notifyError(null, 'Nenhum campo selecionado');
    // In the dialog's order, whatever order they were ticked in.
    await dataProvider.syncReceita(person.id, rows.map((row) => row.field).filter((field) => checked.has(field)));
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
            rows={rows}
            rowKey={(row) => row.field}
            selection={{ checked, onChange: setChecked, label: (row) => row.label }}
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
