// 'Importar' on a list: choose a CSV or XLSX → the server's dry run (counts, the first errors, every
// error as a CSV) → 'Importar N linhas' → upload progress → the summary. Nothing is written before the
// confirmation; a file with errors writes nothing unless 'Importar somente as linhas válidas' is ticked.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useRef, useState } from 'react';
import { useRefresh } from 'react-admin';
import { sendForm } from '../../dataProvider/sendForm';
import { messageOf } from '../../dataProvider/httpClient';
import { formatCount } from '../../i18n/format';
import type { ImportResult } from './importErrors';
import { ImportPreview } from './ImportPreview';

type Props = {
  /** The API list, e.g. 'persons' (POST /persons/import). */
  path: string;
  /** The plural noun of the title, e.g. 'pessoas'. */
  noun: string;
};

type Step =
  | { name: 'choose' }
  | { name: 'checking'; progress: number }
  | { name: 'preview'; file: File; result: ImportResult }
  | { name: 'applying'; file: File; progress: number; toWrite: number }
  | { name: 'done'; result: ImportResult };

const send = (path: string, file: File, dryRun: boolean, onlyValid: boolean, onProgress: (fraction: number) => void) => {
  const form = new FormData();
  form.append('dry_run', String(dryRun));
  form.append('only_valid', String(onlyValid));
  form.append('file', file);
  return sendForm<ImportResult>(`${path}/import`, form, {
    fallback: (status) => `Falha na importação (${status})`,
    onProgress,
  });
};

export function ImportButton({ path, noun }: Props) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [onlyValid, setOnlyValid] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const refresh = useRefresh();
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const busy = step.name === 'checking' || step.name === 'applying';

  const close = () => {
    setOpen(false);
    setStep({ name: 'choose' });
    setFailure(null);
    setOnlyValid(false);
  };

  const check = async (file: File) => {
    setFailure(null);
    setStep({ name: 'checking', progress: 0 });
    try {
      const result = await send(path, file, true, false, (progress) => setStep({ name: 'checking', progress }));
      setStep({ name: 'preview', file, result });
    } catch (error) {
      setFailure(messageOf((error as { body?: unknown }).body, (error as Error).message));
      setStep({ name: 'choose' });
    }
  };

  const apply = async (file: File, toWrite: number) => {
    setStep({ name: 'applying', file, progress: 0, toWrite });
    try {
      const result = await send(path, file, false, onlyValid, (progress) =>
        setStep({ name: 'applying', file, progress, toWrite }),
      );
      setStep({ name: 'done', result });
      refresh();
    } catch (error) {
      setFailure(messageOf((error as { body?: unknown }).body, (error as Error).message));
      setStep({ name: 'choose' });
    }
  };

  return (
    <>
      <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
        Importar
      </Button>
      <Dialog open={open} onClose={busy ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone}>
        <DialogTitle id={titleId}>Importar {noun}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            {failure && <Alert severity="error">{failure}</Alert>}
            {step.name === 'choose' && (
              <>
                <Typography>
                  Envie um arquivo CSV (separado por ;) ou XLSX com as colunas da exportação. Primeiro conferimos
                  todas as linhas; nada é gravado antes da sua confirmação.
                </Typography>
                <input
                  ref={input}
                  type="file"
                  accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  aria-label="Arquivo para importar"
                  hidden
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    event.target.value = '';
                    if (file) void check(file);
                  }}
                />
                <Button variant="contained" onClick={() => input.current?.click()} sx={{ alignSelf: 'flex-start' }}>
                  Escolher arquivo
                </Button>
              </>
            )}
            {(step.name === 'checking' || step.name === 'applying') && (
              <Stack spacing={1}>
                <Typography role="status">
                  {step.name === 'checking'
                    ? 'Conferindo o arquivo…'
                    : `Importando ${formatCount(step.toWrite)} linhas…`}
                </Typography>
                <LinearProgress
                  aria-label={step.name === 'checking' ? 'Progresso da conferência' : 'Progresso da importação'}
                  variant={step.progress < 1 ? 'determinate' : 'indeterminate'}
                  value={Math.round(step.progress * 100)}
                />
              </Stack>
            )}
            {step.name === 'preview' && (
              <ImportPreview result={step.result} onlyValid={onlyValid} onOnlyValid={setOnlyValid} fileName={step.file.name} />
            )}
            {step.name === 'done' && (
              <Alert severity="success" role="status">
                Importação concluída: {formatCount(step.result.create)} criadas, {formatCount(step.result.update)} alteradas
                {step.result.errors.length ? `, ${formatCount(step.result.errors.length)} linhas com erro ignoradas` : ''}.
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {step.name === 'done' ? 'Fechar' : 'Cancelar'}
          </Button>
          {step.name === 'preview' && <ConfirmButton step={step} onlyValid={onlyValid} onApply={apply} />}
        </DialogActions>
      </Dialog>
    </>
  );
}

function ConfirmButton({
  step,
  onlyValid,
  onApply,
}: {
  step: Extract<Step, { name: 'preview' }>;
  onlyValid: boolean;
  onApply: (file: File, toWrite: number) => void;
}) {
  const { result, file } = step;
  const toWrite = result.create + result.update;
  const blocked = (result.errors.length > 0 && !onlyValid) || toWrite === 0;
  return (
    <Button variant="contained" disabled={blocked} onClick={() => onApply(file, toWrite)}>
      Importar {formatCount(toWrite)} linhas
    </Button>
  );
}
