// The dialogs a row of /admin opens, by name: loaded on demand with the first one opened (UserRowActions),
// so the console does not download the account forms with the list.
import { DeleteUserDialog } from './DeleteUserDialog';
import { EditUserDialog } from './EditUserDialog';
import { ResetMfaDialog } from './ResetMfaDialog';
import { ApproveSignupDialog, RefuseSignupDialog } from './SignupDecisionDialogs';
import type { User } from './types';

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
