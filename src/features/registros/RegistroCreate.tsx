// 'Registrar empresa': the CNPJ (numeric or alphanumeric), looked up in the registry ('Buscar na Receita')
// to fill the razão social, the thesis (active ones), an observation and, for staff, the partner the
// registration is for. When the company is already claimed or served, the answer is still a registration
// ('em_conflito') and the partner is told only that the staff will look at it.
import { zodResolver } from '@hookform/resolvers/zod';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { CreateBase, Form, ReferenceInput, SaveButton, SelectInput, TextInput, Toolbar, useCanAccess, useDataProvider, useNotify, useRedirect } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { formatDocument } from '../../../common/documents';
import { requiredSchema } from '../../../common/resources';
import { registros, REGISTRO_EM_CONFLITO, type RegistroRow } from '../../../common/resources/registros';
import { cnpjField } from '../../../common/resources/fieldSchemas';
import { PersonPickerInput } from '../../ui/PersonPicker';
import { useIntegration } from '../../ui/integrations/IntegrationsStatus';
import { usePendingAction } from '../../ui/integrations/usePendingAction';
import type { PortalDataProvider } from '../../dataProvider';

const schema = requiredSchema(registros, 'create');
const { fields, texts } = registros;

function ReceitaLookupButton() {
  const form = useFormContext();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const receita = useIntegration('receita');
  const lookup = usePendingAction(
    () => dataProvider.registroReceita(String(form.getValues('cnpj') ?? '')),
    (data) => form.setValue('razao_social', data.empresa.razao_social, { shouldValidate: true, shouldDirty: true }),
  );
  if (!receita) return null;
  const start = async () => {
    const cnpj = cnpjField.safeParse(form.getValues('cnpj') ?? '');
    if (!cnpj.success) {
      form.setError('cnpj', { message: cnpj.error.issues[0]?.message }, { shouldFocus: true });
      return;
    }
    lookup.run();
  };
  return (
    <Button variant="outlined" startIcon={<ManageSearchIcon />} loading={lookup.pending} onClick={() => void start()} sx={{ mt: 1, flexShrink: 0 }}>
      Buscar na Receita
    </Button>
  );
}

function RegistroInputs() {
  const { canAccess: staff } = useCanAccess({ resource: 'registros', action: 'decide' });
  return (
    <Stack>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
        <TextInput source="cnpj" label={fields.cnpj?.label} format={(value: string | undefined) => formatDocument(value ?? '', 'cnpj')} fullWidth />
        <ReceitaLookupButton />
      </Stack>
      <TextInput source="razao_social" label={fields.razao_social?.label} fullWidth />
      <ReferenceInput source="tese_id" reference="teses" filter={{ ativa: true }} sort={{ field: 'name', order: 'ASC' }} perPage={100}>
        <SelectInput label={fields.tese_id?.label} optionText="name" fullWidth />
      </ReferenceInput>
      {staff ? <PersonPickerInput source="parceiro_id" label={fields.parceiro_id?.label ?? 'Parceiro'} /> : null}
      <TextInput source="observacao" label={fields.observacao?.label} multiline minRows={3} fullWidth sx={{ mt: 2 }} />
    </Stack>
  );
}

export default function RegistroCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  const onSuccess = (registro: RegistroRow) => {
    if (registro.estado === 'em_conflito') notify(REGISTRO_EM_CONFLITO, { type: 'warning', autoHideDuration: 10_000 });
    else notify('Empresa registrada. A equipe vai analisar.', { type: 'success' });
    redirect('list', 'registros');
  };
  return (
    <CreateBase resource="registros" mutationOptions={{ onSuccess }}>
      <Card variant="outlined" sx={{ mt: 2, maxWidth: 720 }}>
        <CardContent>
          <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
            {texts.createTitle}
          </Typography>
          <Form resolver={zodResolver(schema)} mode="onBlur" reValidateMode="onChange">
            <RegistroInputs />
            <Toolbar sx={{ px: 0 }}>
              <SaveButton label="Registrar" />
            </Toolbar>
          </Form>
        </CardContent>
      </Card>
    </CreateBase>
  );
}
