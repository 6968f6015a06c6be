// A task's checkbox, on the record's card and in 'Minhas tarefas': marks it done (or open again), says so
// in a toast, then `after` (the list reloads); a failure shows the server's reason in the error toast.
import { useDataProvider } from 'react-admin';
import { useNotifiedAction } from '../../ui/actions/useNotifiedAction';
import { useToast } from '../../ui/toast/useToast';
import type { Atividade } from './types';

export function useCompleteTask(after: () => unknown) {
  const dataProvider = useDataProvider();
  const { notifySuccess } = useToast();
  return useNotifiedAction(async (task: Atividade, concluida: boolean) => {
    await dataProvider.update('atividades', { id: task.id, data: { concluida }, previousData: task });
    notifySuccess(concluida ? 'Tarefa concluída.' : 'Tarefa reaberta.');
    await after();
  }).run;
}
