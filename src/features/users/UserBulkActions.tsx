// What an administrator does to the selected users (or every result of the filter) at once, through
// POST /users/bulk. The own row is never selectable; selected through the filter, the server refuses it.
import { ActivationBulkBar } from '../../ui/list';

export const UserBulkActions = () => <ActivationBulkBar nouns={{ one: 'usuário', many: 'usuários', feminine: false }} />;
