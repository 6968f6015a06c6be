// Choosing files to send: a button that opens the browser's picker (several files, the accepted types), the
// chosen files with their sizes and a remove button each, and why a picked file was left out.
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Button, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { formatBytes } from '../../i18n/format';
import { ACCEPT, addFiles, MAX_FILES } from './fileRules';

type Props = {
  files: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
  label?: string;
};

export function FilePicker({ files, onChange, disabled, label = 'Selecionar arquivos' }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [problems, setProblems] = useState<string[]>([]);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = ''; // picking the same file again fires change again
    if (picked.length === 0) return;
    const result = addFiles(files, picked);
    setProblems(result.problems);
    if (result.files !== files) onChange(result.files);
  };

  const remove = (index: number) => {
    setProblems([]);
    onChange(files.filter((_, i) => i !== index));
  };

  return (
    <Box sx={{ my: 1 }}>
      <input ref={input} type="file" multiple accept={ACCEPT} hidden onChange={pick} data-testid="file-input" aria-label={label} />
      <Button
        variant="outlined"
        startIcon={<AttachFileIcon />}
        onClick={() => input.current?.click()}
        disabled={disabled || files.length >= MAX_FILES}
        aria-describedby={hintId}
      >
        {label}
      </Button>
      <Typography id={hintId} variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        PDF, DOC, DOCX, XLS, XLSX, TXT, CSV, ZIP ou RAR; até {MAX_FILES} arquivos de 50MB cada.
      </Typography>
      {problems.length > 0 && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {problems.map((problem) => (
            <div key={problem}>{problem}</div>
          ))}
        </Alert>
      )}
      {files.length > 0 && (
        <List dense aria-label="Arquivos selecionados" sx={{ mt: 1 }}>
          {files.map((file, index) => (
            <ListItem
              key={`${file.name}-${file.size}-${file.lastModified}`}
              disableGutters
              secondaryAction={
                <IconButton edge="end" size="small" aria-label={`Remover ${file.name}`} onClick={() => remove(index)} disabled={disabled}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              }
            >
              <ListItemText
                primary={file.name}
                secondary={formatBytes(file.size)}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere', pr: 4 } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
