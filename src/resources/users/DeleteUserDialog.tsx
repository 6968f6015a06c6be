import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Confirm, useDelete } from 'react-admin';
import { useToast } from '../../components/toast/useToast';
import type { User } from './types';

/** Deleting a user asks first; a failure says 'Ocorreu um erro ao excluir o usuário' (SPEC section 8). */
export function DeleteUserDialog({ user, open, onClose }: { user: User; open: boolean; onClose: () => void }) {
  const [deleteOne, { isPending }] = useDelete<User>('admin', undefined, {
    returnPromise: true,
    mutationMode: 'pessimistic',
  });
  const { notifyError, notifySuccess } = useToast();

  const confirm = async () => {
    try {
      await deleteOne('admin', { id: user.id, previousData: user });
      notifySuccess('O usuário foi excluído com sucesso.');
      onClose();
    } catch (error) {
      await notifyError(error, 'Ocorreu um erro ao excluir o usuário');
    }
  };

  return (
    <Confirm
      isOpen={open}
      loading={isPending}
      title="Excluir Usuário"
      content={`Tem certeza de que deseja excluir ${user.email}? Todos os itens associados a este usuário também serão excluídos permanentemente. Esta ação não pode ser desfeita.`}
      confirm="Excluir"
      cancel="Cancelar"
      confirmColor="warning"
      ConfirmIcon={DeleteOutline}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
