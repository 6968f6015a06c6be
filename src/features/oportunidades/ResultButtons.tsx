// The detail page's 'Marcar como ganha' and 'Marcar como perdida' (shown while the opportunity is open):
// winning asks first, then moves it to 'Contrato Assinado' and locks its fees; losing asks why, confirming
// disabled while the reason is blank. Either tells `onDone` once it is done.
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import ThumbDownOutlined from '@mui/icons-material/ThumbDownOutlined';
import { Button, TextField } from '@mui/material';
import { Confirm, useDataProvider } from 'react-admin';
import { LOSS_REASON_REQUIRED } from '../../../common/resources/oportunidades';
import { ActionDialog } from '../../ui/actions/ActionDialog';
import { DialogButton } from '../../ui/actions/DialogButton';
import { useConfirmedRowAction } from '../../ui/actions/useConfirmedRowAction';
import { useRequiredText } from '../../ui/form/useRequiredText';
import { useToast } from '../../ui/toast/useToast';
import type { PortalDataProvider } from '../../dataProvider';
import type { Oportunidade } from './types';

type Props = { oportunidade: Oportunidade; onDone: () => void };

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

export function WinButton({ oportunidade, onDone }: Props) {
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

export const LossButton = ({ oportunidade, onDone }: Props) => (
  <DialogButton
    label="Marcar como perdida"
    Icon={ThumbDownOutlined}
    color="error"
    dialog={(close) => <LossDialog oportunidade={oportunidade} onClose={close} onDone={onDone} />}
  />
);

function LossDialog({ oportunidade, onClose, onDone }: Props & { onClose: () => void }) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { notifySuccess } = useToast();
  const reason = useRequiredText(LOSS_REASON_REQUIRED, 'Explique por que a oportunidade foi perdida.');

  const confirm = async () => {
    await dataProvider.markLost(oportunidade.id, reason.value);
    notifySuccess('Oportunidade marcada como perdida.');
    onClose();
    onDone();
  };

  return (
    <ActionDialog
      title="Marcar oportunidade como perdida"
      onClose={onClose}
      action={confirm}
      canSubmit={!reason.blank}
      submitLabel="Confirmar perda"
    >
      <TextField label="Motivo da perda" {...reason.inputProps} multiline minRows={3} slotProps={{ htmlInput: { maxLength: 2000 } }} />
    </ActionDialog>
  );
}
