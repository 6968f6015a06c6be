import type { UserRole } from '../../../common/enums';
import type { ApiRow } from '../../../common/resources/apiValues';
import type { users as userDeclaration } from '../../../common/resources/users';

/** A user as /api/v1/users answers it: the declaration's row as JSON (created_at an ISO string). */
export type User = ApiRow<typeof userDeclaration.schemas.row> & { role: UserRole };

/** The name an account goes by: its full name, else its email (as the server's userDisplayName, server/features/users/present.ts). */
export const userName = (user: Pick<User, 'full_name' | 'email'>) => user.full_name || user.email;

/** What each dialog a row of /admin opens takes (UserRowDialog.tsx). */
export type UserDialogProps = { user: User; open: boolean; onClose: () => void };

/** The row menu's entry and the title of the dialog it opens. */
export const RESET_MFA_TITLE = 'Redefinir verificação em duas etapas';
