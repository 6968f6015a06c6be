// 'Marcar como perdida': a dialog that asks why; confirming stays disabled while the reason is blank.
import ThumbDownOutlined from '@mui/icons-material/ThumbDownOutlined';
import { Button, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { FormDialog } from '../../components/FormDialog';
import { useToast } from '../../components/toast/useToast';
import type { PortalDataProvider } from '../../dataProvider';
import { LOSS_REASON_REQUIRED } from './editForm';
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
  const { notifySuccess, notifyError } = useToast();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const blank = reason.trim() === '';

  const confirm = async () => {
    if (blank) {
      setTouched(true);
      return;
    }
    setPending(true);
    try {
      await dataProvider.markLost(oportunidade.id, reason);
    } catch (error) {
      setPending(false);
      await notifyError(error);
      return;
    }
    notifySuccess('Oportunidade marcada como perdida.');
    onClose();
    onDone();
  };

  return (
    <FormDialog
      open
      title="Marcar oportunidade como perdida"
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
      canSubmit={!blank && !pending}
      submitting={pending}
      submitLabel="Confirmar perda"
    >
      <TextField
        label="Motivo da perda"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        onBlur={() => setTouched(true)}
        error={touched && blank}
        helperText={touched && blank ? LOSS_REASON_REQUIRED : 'Explique por que a oportunidade foi perdida.'}
        required
        fullWidth
        multiline
        minRows={3}
        margin="normal"
        autoFocus
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </FormDialog>
  );
}
