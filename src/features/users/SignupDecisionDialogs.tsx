// A pending sign-up's decision (/admin, 'Aguardando aprovação'): 'Aprovar' with the role and the partner's
// CPF/CNPJ (its person is linked, or created when nobody has that document), 'Recusar' with the reason the
// account is e-mailed. Both ask first, naming the account and what happens to it, and the list reloads.
import Block from '@mui/icons-material/Block';
import HowToReg from '@mui/icons-material/HowToReg';
import { TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { DEFAULT_USER_ROLE, EXTERNAL_ROLES, userRoleChoices } from '../../../common/enums';
import { ConfirmedActionDialog } from '../../ui/actions/ConfirmedActionDialog';
import { ChoiceSelect } from '../../ui/form/ChoiceSelect';
import type { PortalDataProvider } from '../../dataProvider';
import type { UserDialogProps } from './types';

/** The roles a sign-up may be approved as: the external ones, as the roles' enum names them. */
const externalRoleChoices = userRoleChoices.filter((choice) => EXTERNAL_ROLES.includes(choice.id));

export function ApproveSignupDialog({ user, ...dialog }: UserDialogProps) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [role, setRole] = useState<number>(DEFAULT_USER_ROLE);
  const [document, setDocument] = useState(user.document ?? '');
  const name = user.full_name || user.email;
  return (
    <ConfirmedActionDialog
      {...dialog}
      title="Aprovar cadastro"
      content={
        <>
          Aprovar o cadastro de {name} ({user.email})? A conta passa a usar o portal com a função escolhida, vinculada à pessoa do
          CPF/CNPJ informado (criada como parceira se ainda não existir).
        </>
      }
      confirm="Aprovar"
      confirmColor="primary"
      ConfirmIcon={HowToReg}
      action={() => dataProvider.approveSignup(user.id, { role, ...(document.trim() ? { document: document.trim() } : {}) })}
      refreshes
      successText="Cadastro aprovado."
    >
      <ChoiceSelect label="Função" value={role} onChoose={setRole} choices={externalRoleChoices} />
      <TextField
        label="CPF/CNPJ do parceiro"
        value={document}
        required={user.person_id == null}
        onChange={(event) => setDocument(event.target.value)}
      />
    </ConfirmedActionDialog>
  );
}

export function RefuseSignupDialog({ user, ...dialog }: UserDialogProps) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [motivo, setMotivo] = useState('');
  return (
    <ConfirmedActionDialog
      {...dialog}
      title="Recusar cadastro"
      content={
        <>
          Recusar o cadastro de {user.full_name || user.email} ({user.email})? A conta é inativada e recebe o motivo por e-mail.
        </>
      }
      confirm="Recusar"
      ConfirmIcon={Block}
      action={() => dataProvider.refuseSignup(user.id, motivo)}
      refreshes
      successText="Cadastro recusado. O motivo foi enviado por e-mail."
    >
      <TextField label="Motivo" value={motivo} required multiline minRows={2} onChange={(event) => setMotivo(event.target.value)} />
    </ConfirmedActionDialog>
  );
}
