import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useDelete } from 'react-admin';
import { ConfirmedActionDialog } from '../../ui/actions/ConfirmedActionDialog';
import type { User } from './types';

/** Deleting a user asks first; a failure says 'Ocorreu um erro ao excluir o usuário'. */
export function DeleteUserDialog({ user, open, onClose }: { user: User; open: boolean; onClose: () => void }) {
  const [deleteOne] = useDelete<User>('admin', undefined, { returnPromise: true, mutationMode: 'pessimistic' });
  return (
    <ConfirmedActionDialog
      open={open}
      onClose={onClose}
      title="Excluir Usuário"
      content={`Tem certeza de que deseja excluir ${user.email}? Todos os itens associados a este usuário também serão excluídos permanentemente. Esta ação não pode ser desfeita.`}
      confirm="Excluir"
      ConfirmIcon={DeleteOutline}
      action={() => deleteOne('admin', { id: user.id, previousData: user })}
      successText="O usuário foi excluído com sucesso."
      errorText="Ocorreu um erro ao excluir o usuário"
    />
  );
}
