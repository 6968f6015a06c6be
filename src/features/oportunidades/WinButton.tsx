// 'Marcar como ganha': asks first; winning moves the opportunity to 'Contrato Assinado' and locks its fees.
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import { Button } from '@mui/material';
import { Confirm, useDataProvider } from 'react-admin';
import { useConfirmedAction } from '../../ui/actions/useConfirmedAction';
import { useToast } from '../../ui/toast/useToast';
import type { PortalDataProvider } from '../../dataProvider';
import type { Oportunidade } from './types';

/** The question before winning, here and when a card is dropped on 'Contrato Assinado' in the board. */
export const WIN_CONFIRMATION = {
  title: 'Marcar oportunidade como ganha',
  content:
    'A oportunidade passará para o estágio Contrato Assinado e os honorários não poderão mais ser alterados. Deseja continuar?',
  confirm: 'Marcar como ganha',
  confirmColor: 'primary',
} as const;

export function WinButton({ oportunidade, onDone }: { oportunidade: Oportunidade; onDone: () => void }) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { notifySuccess } = useToast();
  const { ask, confirmProps } = useConfirmedAction(async () => {
    await dataProvider.markWon(oportunidade.id);
    notifySuccess('Oportunidade marcada como ganha!');
    onDone();
  });

  return (
    <>
      <Button variant="contained" color="success" startIcon={<EmojiEventsOutlined />} onClick={ask}>
        Marcar como ganha
      </Button>
      <Confirm {...WIN_CONFIRMATION} {...confirmProps} />
    </>
  );
}
