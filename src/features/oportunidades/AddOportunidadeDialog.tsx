// 'Adicionar Oportunidade': thesis and client required, an optional partner (the user's own person when
// none is chosen), a description and files, sent as one multipart request with its progress shown. It is
// created as a Lead, open.
import { Alert, Box, LinearProgress, Link } from '@mui/material';
import { useState } from 'react';
import { SelectInput, TextInput, useDataProvider, useGetIdentity, useRefresh } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { PersonRole } from '../../../common/enums';
import { FilePicker } from '../../ui/DocumentsCard';
import { AdminFormDialog } from '../../ui/form/AdminFormDialog';
import { asTyped, validator } from '../../ui/form/inputValues';
import { PersonPicker, PersonPickerField, type PersonOption } from '../../ui/PersonPicker';
import { errorMessage, useToast } from '../../ui/toast/useToast';
import type { PortalDataProvider } from '../../dataProvider';
import { useOportunidadeEnums } from './useOportunidadeEnums';

export const NO_PERSON = 'Usuário deve estar associado a uma pessoa para criar oportunidades';

type Values = { tese: number | ''; cliente_id: number | null; descricao: string; files_description: string };

const thesisRequired = validator((value: number | '') => Number(value) > 0 || 'Tese é obrigatória');

const emptyValues: Values = { tese: '', cliente_id: null, descricao: '', files_description: '' };

export function AddOportunidadeDialog({ onClose }: { onClose: () => void }) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const refresh = useRefresh();
  const { notifySuccess } = useToast();
  const { identity } = useGetIdentity();
  const [partner, setPartner] = useState<PersonOption | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);

  const submit = async (values: Values) => {
    setProgress(0);
    try {
      await dataProvider.createOportunidade(
        {
          tese: Number(values.tese),
          cliente_id: values.cliente_id!,
          parceiro_id: partner?.id ?? null,
          descricao: values.descricao,
          files,
          files_description: files.length ? values.files_description : undefined,
        },
        (fraction) => setProgress(Math.round(fraction * 100)),
      );
    } catch (error) {
      setProgress(null);
      throw error;
    }
    notifySuccess('Oportunidade criada com sucesso.');
    refresh();
    onClose();
  };

  // Known up front from /users/me; the server refuses with the same words if it changed since.
  const noPerson = identity !== undefined && !(identity as { person_id?: number | null }).person_id;

  return (
    <AdminFormDialog
      open
      title="Adicionar Oportunidade"
      record={emptyValues}
      onClose={onClose}
      onSubmit={submit}
      failureText={(error) => `Erro ao criar oportunidade: ${errorMessage(error, 'Erro desconhecido')}`}
      fieldErrors={false}
      // The only rules of the form are these two choices, so they are its validity; reading them directly
      // keeps the button in step with the fields (formState.isValid settles asynchronously).
      canSubmit={({ values: { tese, cliente_id } }) => tese !== '' && Number(tese) > 0 && cliente_id !== null && !noPerson}
      submitLabel="Criar"
    >
      <AddOportunidadeInputs noPerson={noPerson} partner={partner} onPartnerChange={setPartner} files={files} onFilesChange={setFiles} progress={progress} />
    </AdminFormDialog>
  );
}

type InputsProps = {
  noPerson: boolean;
  partner: PersonOption | null;
  onPartnerChange: (partner: PersonOption | null) => void;
  files: File[];
  onFilesChange: (files: File[]) => void;
  /** The upload's percentage while it is sent, else null. */
  progress: number | null;
};

/** The dialog's fields, inside its form: the thesis and client are the form's; the partner and files its own state. */
function AddOportunidadeInputs({ noPerson, partner, onPartnerChange, files, onFilesChange, progress }: InputsProps) {
  const { control } = useFormContext<Values>();
  const { theses } = useOportunidadeEnums();
  const submitting = progress !== null;
  return (
    <>
      {noPerson && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          <div>{NO_PERSON}</div>
          <div>
            Vincule a sua pessoa em{' '}
            <Link component={RouterLink} to="/settings">
              Meu perfil
            </Link>
            .
          </div>
        </Alert>
      )}
      <SelectInput
        source="tese"
        label="Tese"
        isRequired
        fullWidth
        parse={asTyped}
        disabled={noPerson}
        choices={theses}
        validate={thesisRequired}
        slotProps={{
          inputLabel: { shrink: true },
          select: {
            displayEmpty: true,
            renderValue: (value: unknown) =>
              value === '' ? (
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  Selecione uma tese
                </Box>
              ) : (
                (theses.find((thesis) => thesis.id === value)?.name ?? String(value))
              ),
          },
        }}
      />
      <PersonPickerField
        name="cliente_id"
        control={control}
        label="Cliente"
        required
        disabled={noPerson}
        filter={{ role: PersonRole.Client }}
        errorMessage="Erro ao buscar clientes"
        helperText="Selecione um cliente"
        rules={{ required: 'Cliente é obrigatório' }}
      />
      <PersonPicker
        label="Parceiro"
        disabled={noPerson}
        value={partner}
        onChange={onPartnerChange}
        filter={{ role: PersonRole.Partner }}
        errorMessage="Erro ao buscar parceiros"
        helperText="Opcional: sem parceiro escolhido, a sua pessoa será o parceiro."
      />
      <TextInput source="descricao" label="Descrição" multiline minRows={3} disabled={noPerson} parse={asTyped} fullWidth />
      <FilePicker files={files} onChange={onFilesChange} disabled={submitting || noPerson} />
      {files.length > 0 && (
        <TextInput source="files_description" label="Descrição dos arquivos (opcional)" parse={asTyped} fullWidth />
      )}
      {submitting && files.length > 0 && (
        <LinearProgress variant="determinate" value={progress} aria-label="Progresso do envio" sx={{ mt: 2 }} />
      )}
    </>
  );
}
