// The Documents card's upload panel: several files and an optional description, sent together with
// a progress bar. Cancelar clears what was chosen.
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { Box, Button, LinearProgress, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { FilePicker } from './FilePicker';
import type { UploadProgress } from '../../dataProvider/oportunidades';

type Props = {
  /** Sends the files; resolves when done, rejects (and the panel keeps the files) when it fails. */
  onSend: (files: File[], descricao: string, onProgress: UploadProgress) => Promise<void>;
  onCancel: () => void;
};

export function UploadPanel({ onSend, onCancel }: Props) {
  const [files, setFiles] = useState<File[]>([]);
  const [descricao, setDescricao] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const sending = progress !== null;

  const cancel = () => {
    setFiles([]);
    setDescricao('');
    onCancel();
  };

  const send = async () => {
    setProgress(0);
    try {
      await onSend(files, descricao, (fraction) => setProgress(Math.round(fraction * 100)));
      setFiles([]);
      setDescricao('');
    } catch {
      // onSend has said why; the files stay chosen to try again.
    } finally {
      setProgress(null);
    }
  };

  return (
    <Box
      component="form"
      aria-label="Enviar documentos"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (files.length > 0 && !sending) void send();
      }}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2 }}
    >
      <FilePicker files={files} onChange={setFiles} disabled={sending} />
      <TextField
        label="Descrição (opcional)"
        value={descricao}
        onChange={(event) => setDescricao(event.target.value)}
        disabled={sending}
        fullWidth
        multiline
        minRows={2}
        margin="dense"
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      {sending && (
        <LinearProgress variant="determinate" value={progress} aria-label="Progresso do envio" sx={{ my: 1 }} />
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 1 }}>
        <Button onClick={cancel} disabled={sending}>
          Cancelar
        </Button>
        <Button type="submit" variant="contained" startIcon={<CloudUploadIcon />} disabled={files.length === 0} loading={sending}>
          Enviar
        </Button>
      </Stack>
    </Box>
  );
}
