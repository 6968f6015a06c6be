// A form's files (the value holds the File[] chosen): the picker with the chosen files, and while the
// form's request sends them, the upload's progress. Chosen files cannot change while they are sent.
import { LinearProgress } from '@mui/material';
import { useController } from 'react-hook-form';
import { FilePicker } from '../../DocumentsCard';
import type { CustomInputProps } from '../formParts';
import { useUploadProgress } from './uploadProgress';

export function FilesInput({ source, disabled }: CustomInputProps) {
  const { field } = useController({ name: source });
  const files: File[] = Array.isArray(field.value) ? field.value : [];
  const progress = useUploadProgress();
  return (
    <>
      <FilePicker files={files} onChange={field.onChange} disabled={progress !== null || disabled} />
      {progress !== null && files.length > 0 && (
        <LinearProgress variant="determinate" value={progress} aria-label="Progresso do envio" sx={{ mt: 2 }} />
      )}
    </>
  );
}
