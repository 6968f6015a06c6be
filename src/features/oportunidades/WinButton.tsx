// 'Marcar como ganha': asks first; winning moves the opportunity to 'Contrato Assinado' and locks its fees.
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import { Button } from '@mui/material';
import { Confirm, useDataProvider } from 'react-admin';
import { useConfirmedRowAction } from '../../ui/actions/useConfirmedRowAction';
import { useToast } from '../../ui/toast/useToast';
import type { PortalDataProvider } from '../../dataProvider';
import type { Oportunidade } from './types';

/**
 * Winning after the question, here and when a card is dropped on 'Contrato Assinado' in the board:
 * `ask` opens it for an opportunity, `confirm` is the question to render. `after` is told, once the
 * question closes, whether the opportunity was won (a failure shows the server's reason).
 */
export function useWin(after: (won: boolean) => void) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { notifySuccess } = useToast();
  const { ask, confirmProps } = useConfirmedRowAction(
    async (oportunidade: Oportunidade) => {
      await dataProvider.markWon(oportunidade.id);
      notifySuccess('Oportunidade marcada como ganha!');
    },
    { onSettled: after },
  );
  const confirm = (
    <Confirm
      {...confirmProps}
      title="Marcar oportunidade como ganha"
      content="A oportunidade passará para o estágio Contrato Assinado e os honorários não poderão mais ser alterados. Deseja continuar?"
      confirm="Marcar como ganha"
      confirmColor="primary"
    />
  );
  return { ask, confirm };
}

export function WinButton({ oportunidade, onDone }: { oportunidade: Oportunidade; onDone: () => void }) {
  const { ask, confirm } = useWin((won) => {
    if (won) onDone();
  });

  return (
    <>
      <Button variant="contained" color="success" startIcon={<EmojiEventsOutlined />} onClick={() => ask(oportunidade)}>
        Marcar como ganha
      </Button>
      {confirm}
    </>
  );
}
