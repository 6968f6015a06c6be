// The dialogs a row of /admin opens, by name: loaded on demand with the first one opened (UserRowActions),
// so the console does not download the account forms with the list.
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { users } from '../../../common/resources/users';
import { DeleteRecordDialog } from '../../ui/kit/DeleteRecord';
import { ResourceFormDialog } from '../../ui/kit/ResourceFormDialog';
import { ResetMfaDialog } from './ResetMfaDialog';
import { ApproveSignupDialog, RefuseSignupDialog } from './SignupDecisionDialogs';
import type { User, UserDialogProps } from './types';
import { userForm } from './userForm';

/** 'Editar Usuário': the kit's edit dialog of the declaration's form. */
export const EditUserDialog = ({ user, ...dialog }: UserDialogProps) => (
  <ResourceFormDialog declaration={users} parts={userForm} mode="edit" record={user} {...dialog} />
);

/** 'Excluir Usuário': the kit's delete, worded by the declaration. */
const DeleteUserDialog = ({ user, ...dialog }: UserDialogProps) => (
  <DeleteRecordDialog declaration={users} record={user} target={user} ConfirmIcon={DeleteOutline} keepOpenOnError {...dialog} />
);

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
