// Moving an opportunity to another stage from the board, with the detail page's rules: only open
// opportunities move; 'Contrato Assinado' (the won stage) is reached only by marking it won, after a
// confirmation; anything else is a PATCH of estagio, recorded in the history by the server. The board
// re-reads its columns afterwards, so a refused move leaves the card where it was.
import { useState } from 'react';
import { useDataProvider, useRefresh } from 'react-admin';
import { Stage } from '../../../../common/enums';
import { useNotifiedAction } from '../../../ui/actions/useNotifiedAction';
import { useToast } from '../../../ui/toast/useToast';
import type { PortalDataProvider } from '../../../dataProvider';
import { isOpen, type Oportunidade } from '../types';

export function useMoveOportunidade() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const refresh = useRefresh();
  const { notifySuccess } = useToast();
  const [pendingWin, setPendingWin] = useState<Oportunidade | null>(null);
  const { run: attempt, pending: busy } = useNotifiedAction(async (call: () => Promise<unknown>, success: string) => {
    await call();
    notifySuccess(success);
  });
  // Refused or not, the board re-reads its columns.
  const run = async (call: () => Promise<unknown>, success: string) => {
    await attempt(call, success);
    refresh();
  };

  const move = (oportunidade: Oportunidade, estagio: number) => {
    if (!isOpen(oportunidade) || oportunidade.estagio === estagio) return;
    if (estagio === Stage.Won) {
      setPendingWin(oportunidade);
      return;
    }
    void run(
      () => dataProvider.update('oportunidades', { id: oportunidade.id, data: { estagio }, previousData: oportunidade }),
      'Oportunidade atualizada com sucesso.',
    );
  };

  const confirmWin = async () => {
    if (!pendingWin) return;
    await run(() => dataProvider.markWon(pendingWin.id), 'Oportunidade marcada como ganha!');
    setPendingWin(null);
  };

  return { move, pendingWin, confirmWin, cancelWin: () => setPendingWin(null), busy };
}
