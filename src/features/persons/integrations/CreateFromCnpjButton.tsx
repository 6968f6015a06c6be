// In the 'Adicionar Pessoa' dialog, for a Pessoa Jurídica: 'Cadastrar com dados da Receita' creates the
// company straight from its CNPJ (POST /persons/create-with-cnpj) and opens its page.
//
// Why create rather than pre-fill the form: the server reads the registry only for a CNPJ it is asked to
// register, and then stores more than the form has fields for (the registry's address, phone and email
// besides the name, opening date and CNAEs), in one transaction. The person lands on the new page and
// sees everything that was filled, which they can still edit there. The typed name and CNAE fields are
// not needed for it; the chosen Papel is kept.
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { Alert, Button } from '@mui/material';
import { useDataProvider } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { PersonType } from '../../../../common/enums';
import type { PortalDataProvider } from '../../../dataProvider';
import { useToast } from '../../../ui/toast/useToast';
import { useIntegration } from '../../../ui/integrations/IntegrationsStatus';
import { usePendingAction } from '../../../ui/integrations/usePendingAction';

type Props = { onCreated: () => void };

export function CreateFromCnpjButton({ onCreated }: Props) {
  const form = useFormContext<{ person_type: number; document: string; role: number | null }>();
  const personType = useWatch({ control: form.control, name: 'person_type' });
  const receita = useIntegration('receita');
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { notifySuccess } = useToast();
  const navigate = useNavigate();
  const create = usePendingAction(
    () => {
      const { document, role } = form.getValues();
      return dataProvider.createPessoaFromCnpj({ cnpj: document, role: role ?? undefined });
    },
    (person) => {
      notifySuccess('Pessoa criada com os dados da Receita Federal.');
      onCreated();
      navigate(`/pessoas/${person.id}`);
    },
  );

  if (!receita || personType !== PersonType.Company) return null;

  const start = async () => {
    // Only the CNPJ is needed: check it alone, and show its message if it is wrong.
    if (await form.trigger('document', { shouldFocus: true })) create.run();
  };

  return (
    <Alert
      // A hint, not news: it must not be announced (nor found) as an alert like the toasts.
      role="note"
      severity="info"
      sx={{ mt: 2, alignItems: 'center' }}
      action={
        <Button
          color="inherit"
          size="small"
          startIcon={<ManageSearchIcon />}
          loading={create.pending}
          onClick={() => void start()}
        >
          Cadastrar com dados da Receita
        </Button>
      }
    >
      Informe o CNPJ para cadastrar a empresa com os dados da Receita Federal: razão social, CNAEs, endereço e contatos.
    </Alert>
  );
}
