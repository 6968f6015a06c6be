// The dialogs a row of /admin opens, by name: loaded on demand with the first one opened (UserRowActions),
// so the console does not download the account forms with the list.
import Block from '@mui/icons-material/Block';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import HowToReg from '@mui/icons-material/HowToReg';
import LockReset from '@mui/icons-material/LockReset';
import { TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { DEFAULT_USER_ROLE, EXTERNAL_ROLES, userRoleChoices } from '../../../common/enums';
import { users } from '../../../common/resources/users';
import { ConfirmedActionDialog } from '../../ui/actions/ConfirmedActionDialog';
import { ChoiceSelect } from '../../ui/form/ChoiceSelect';
import { DeleteRecordDialog } from '../../ui/kit/DeleteRecord';
import { ResourceFormDialog } from '../../ui/kit/ResourceFormDialog';
import type { PortalDataProvider } from '../../dataProvider';
import { RESET_MFA_TITLE, userName, type User, type UserDialogProps } from './types';
import { userForm } from './userForm';

/** 'Editar Usuário': the kit's edit dialog of the declaration's form. */
export const EditUserDialog = ({ user, ...dialog }: UserDialogProps) => (
  <ResourceFormDialog declaration={users} parts={userForm} mode="edit" record={user} {...dialog} />
);

/** 'Excluir Usuário': the kit's delete, worded by the declaration. */
const DeleteUserDialog = ({ user, ...dialog }: UserDialogProps) => (
  <DeleteRecordDialog declaration={users} record={user} target={user} ConfirmIcon={DeleteOutline} keepOpenOnError {...dialog} />
);

/**
 * 'Redefinir verificação em duas etapas' (issue 25): an administrator turns off another user's two-factor
 * login, e.g. after a lost phone; the user logs in with the password alone and sets it up again (at once,
 * when the role requires it). The server records the reset in the audit trail.
 */
function ResetMfaDialog({ user, ...dialog }: UserDialogProps) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return (
    <ConfirmedActionDialog
      {...dialog}
      title={RESET_MFA_TITLE}
      content={`Desativar a verificação em duas etapas de ${user.email}? O aplicativo autenticador e os códigos de recuperação atuais deixam de valer, e o usuário entra só com a senha até configurá-la de novo.`}
      confirm="Redefinir"
      ConfirmIcon={LockReset}
      action={() => dataProvider.resetUserMfa(user.id)}
      successText="A verificação em duas etapas do usuário foi redefinida."
      errorText="Ocorreu um erro ao redefinir a verificação em duas etapas"
    />
  );
}

// A pending sign-up's decision: 'Aprovar' with the role and the partner's CPF/CNPJ (its person is linked,
// or created when nobody has that document), 'Recusar' with the reason the account is e-mailed. Both ask
// first, naming the account and what happens to it, and the list reloads.

/** The roles a sign-up may be approved as: the external ones, as the roles' enum names them. */
const externalRoleChoices = userRoleChoices.filter((choice) => EXTERNAL_ROLES.includes(choice.id));

export function ApproveSignupDialog({ user, ...dialog }: UserDialogProps) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [role, setRole] = useState<number>(DEFAULT_USER_ROLE);
  const [document, setDocument] = useState(user.document ?? '');
  return (
    <ConfirmedActionDialog
      {...dialog}
      title="Aprovar cadastro"
      content={
        <>
          Aprovar o cadastro de {userName(user)} ({user.email})? A conta passa a usar o portal com a função escolhida,
          vinculada à pessoa do CPF/CNPJ informado (criada como parceira se ainda não existir).
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
          Recusar o cadastro de {userName(user)} ({user.email})? A conta é inativada e recebe o motivo por e-mail.
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

const dialogs = {
  edit: EditUserDialog,
  resetMfa: ResetMfaDialog,
  delete: DeleteUserDialog,
  approve: ApproveSignupDialog,
  refuse: RefuseSignupDialog,
};

export type UserRowDialogName = keyof typeof dialogs;

export function UserRowDialog({ name, user, onClose }: { name: UserRowDialogName; user: User; onClose: () => void }) {
  const Dialog = dialogs[name];
  return <Dialog user={user} open onClose={onClose} />;
}
