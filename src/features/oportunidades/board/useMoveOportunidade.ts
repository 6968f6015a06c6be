// Moving an opportunity to another stage from the board, with the detail page's rules: only open
// opportunities move; 'Contrato Assinado' (the won stage) is reached only by marking it won, after a
// confirmation (`winConfirm`, to render); anything else is a PATCH of estagio, recorded in the history by
// the server. The board re-reads its columns afterwards, so a refused move leaves the card where it was.
import { useDataProvider, useRefresh } from 'react-admin';
import { Stage } from '../../../../common/enums';
import { useNotifiedAction } from '../../../ui/actions/useNotifiedAction';
import { useToast } from '../../../ui/toast/useToast';
import type { PortalDataProvider } from '../../../dataProvider';
import { isOpen, type Oportunidade } from '../types';
import { useWin } from '../ResultButtons';

export function useMoveOportunidade() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const refresh = useRefresh();
  const { notifySuccess } = useToast();
  // Refused or not, the board re-reads its columns.
  const win = useWin(refresh);
  const { run } = useNotifiedAction(async (oportunidade: Oportunidade, estagio: number) => {
    await dataProvider.update('oportunidades', { id: oportunidade.id, data: { estagio }, previousData: oportunidade });
    notifySuccess('Oportunidade atualizada com sucesso.');
  });

  const move = (oportunidade: Oportunidade, estagio: number) => {
    if (!isOpen(oportunidade) || oportunidade.estagio === estagio) return;
    if (estagio === Stage.Won) return win.ask(oportunidade);
    void run(oportunidade, estagio).then(refresh);
  };

  return { move, winConfirm: win.confirm };
}
