// 'Marcar como perdida': a dialog that asks why; confirming stays disabled while the reason is blank.
import ThumbDownOutlined from '@mui/icons-material/ThumbDownOutlined';
import { Button, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { ActionDialog } from '../../ui/actions/ActionDialog';
import { useRequiredText } from '../../ui/form/useRequiredText';
import { useToast } from '../../ui/toast/useToast';
import type { PortalDataProvider } from '../../dataProvider';
import { LOSS_REASON_REQUIRED } from '../../../common/resources/oportunidades';
import type { Oportunidade } from './types';

export function LossButton({ oportunidade, onDone }: { oportunidade: Oportunidade; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" color="error" startIcon={<ThumbDownOutlined />} onClick={() => setOpen(true)}>
        Marcar como perdida
      </Button>
      {open && <LossDialog oportunidade={oportunidade} onClose={() => setOpen(false)} onDone={onDone} />}
    </>
  );
}

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
