// 'Exportar': the server writes the file (GET /<path>/export, server/export/writer.ts), CSV for a
// Brazilian Excel or XLSX, of every match of the current filters or of the selected rows.
//
// The file is fetched with the bearer token like every other call and saved from a blob. A download
// token in the URL would let the browser stream straight to disk, but would put a credential in URLs,
// logs and history; the server streams in constant memory either way, and the browser holds only the
// finished file, which for the lists' sizes is a few megabytes.
import DownloadIcon from '@mui/icons-material/Download';
import { Button, CircularProgress, ListItemText, Menu, MenuItem, type ButtonProps } from '@mui/material';
import { useState } from 'react';
import { useListContext } from 'react-admin';
import { exportFileName, type ExportFormat } from '../../../common/export/columns';
import { httpClient } from '../../dataProvider/httpClient';
import { formatCount } from '../../i18n/format';
import { saveBlob } from '../DocumentsCard/download';
import { useToast } from '../toast/useToast';

type Props = {
  /** The API list the export belongs to, e.g. 'persons' (GET /persons/export). */
  path: string;
  /** The file's name before its date, e.g. 'pessoas'. */
  fileBase: string;
  label?: string;
  variant?: ButtonProps['variant'];
};

type Choice = { format: ExportFormat; selection: boolean };

export function ListExportButton({ path, fileBase, label = 'Exportar', variant = 'outlined' }: Props) {
  const { filterValues, selectedIds } = useListContext();
  const { notifyError } = useToast();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const selected = selectedIds.length;

  const download = async ({ format, selection }: Choice) => {
    setAnchor(null);
    setBusy(true);
    try {
      const query = selection ? { format, ids: selectedIds.join(',') } : { ...filterValues, format };
      const blob = await httpClient<Blob>(`${path}/export`, { query, responseType: 'blob' });
      saveBlob(blob, exportFileName(fileBase, format));
    } catch (error) {
      await notifyError(error, 'Não foi possível exportar.');
    } finally {
      setBusy(false);
    }
  };

  const choices: (Choice & { text: string })[] = [
    ...(selected
      ? (['csv', 'xlsx'] as const).map((format) => ({
          format,
          selection: true,
          text: `${format.toUpperCase()} dos ${formatCount(selected)} selecionados`,
        }))
      : []),
    { format: 'csv', selection: false, text: 'CSV (Excel) de todos os resultados' },
    { format: 'xlsx', selection: false, text: 'XLSX de todos os resultados' },
  ];

  return (
    <>
      <Button
        variant={variant}
        startIcon={busy ? <CircularProgress size={16} aria-hidden /> : <DownloadIcon />}
        disabled={busy}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {busy ? 'Exportando…' : label}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {choices.map((choice) => (
          <MenuItem key={`${choice.format}-${choice.selection}`} onClick={() => void download(choice)}>
            <ListItemText>{choice.text}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
