// 'Marcar como perdida': a dialog that asks why; confirming stays disabled while the reason is blank.
import ThumbDownOutlined from '@mui/icons-material/ThumbDownOutlined';
import { TextField } from '@mui/material';
import { useDataProvider } from 'react-admin';
import { ActionDialog } from '../../ui/actions/ActionDialog';
import { DialogButton } from '../../ui/actions/DialogButton';
import { useRequiredText } from '../../ui/form/useRequiredText';
import { useToast } from '../../ui/toast/useToast';
import type { PortalDataProvider } from '../../dataProvider';
import { LOSS_REASON_REQUIRED } from '../../../common/resources/oportunidades';
import type { Oportunidade } from './types';

export const LossButton = ({ oportunidade, onDone }: { oportunidade: Oportunidade; onDone: () => void }) => (
  <DialogButton
    label="Marcar como perdida"
    Icon={ThumbDownOutlined}
    color="error"
    dialog={(close) => <LossDialog oportunidade={oportunidade} onClose={close} onDone={onDone} />}
  />
);

type DialogProps = { oportunidade: Oportunidade; onClose: () => void; onDone: () => void };

export function LossDialog({ oportunidade, onClose, onDone }: DialogProps) {
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
