import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Confirm, useDelete } from 'react-admin';
import { useNotifiedAction } from '../../components/actions/useNotifiedAction';
import { useToast } from '../../components/toast/useToast';
import type { User } from './types';

/** Deleting a user asks first; a failure says 'Ocorreu um erro ao excluir o usuário'. */
export function DeleteUserDialog({ user, open, onClose }: { user: User; open: boolean; onClose: () => void }) {
  const [deleteOne] = useDelete<User>('admin', undefined, { returnPromise: true, mutationMode: 'pessimistic' });
  const { notifySuccess } = useToast();
  const { run, pending } = useNotifiedAction(async () => {
    await deleteOne('admin', { id: user.id, previousData: user });
    notifySuccess('O usuário foi excluído com sucesso.');
    onClose();
  }, { errorText: 'Ocorreu um erro ao excluir o usuário' });

  return (
    <Confirm
      isOpen={open}
      loading={pending}
      title="Excluir Usuário"
      content={`Tem certeza de que deseja excluir ${user.email}? Todos os itens associados a este usuário também serão excluídos permanentemente. Esta ação não pode ser desfeita.`}
      confirm="Excluir"
      cancel="Cancelar"
      confirmColor="warning"
      ConfirmIcon={DeleteOutline}
      onConfirm={() => void run()}
      onClose={onClose}
    />
  );
}
