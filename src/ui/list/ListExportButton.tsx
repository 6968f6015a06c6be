// 'Exportar': the server writes the file (GET /<path>/export, server/resource/export/writer.ts), CSV for a
// Brazilian Excel or XLSX, of the rows ticked by hand or of every row of the list's filter. Both are named
// as a bulk action names them, so the file holds what the list shows and what "Selecionar todos os N
// resultados" selected: the filter, never just the ids of the page on screen.
//
// The file is fetched with the bearer token like every other call and saved from a blob. A download
// token in the URL would let the browser stream straight to disk, but would put a credential in URLs,
// logs and history; the server streams in constant memory either way, and the browser holds only the
// finished file, which for the lists' sizes is a few megabytes.
import DownloadIcon from '@mui/icons-material/Download';
import { Button, CircularProgress, ListItemText, Menu, MenuItem, type ButtonProps } from '@mui/material';
import { useState } from 'react';
import { exportFileName, type ExportFormat } from '../../../common/export/columns';
import { apiFilter } from '../../dataProvider/bulk';
import { httpClient } from '../../dataProvider/httpClient';
import { routeOf } from '../../dataProvider/paths';
import { formatCount } from '../../i18n/format';
import { saveBlob } from '../DocumentsCard/download';
import { useNotifiedAction } from '../actions/useNotifiedAction';
import { useBulkSelection } from './bulk/bulkContext';

type Props = {
  /** The file's name before its date, e.g. 'pessoas'. */
  fileBase: string;
  label?: string;
  variant?: ButtonProps['variant'];
};

type Choice = { format: ExportFormat; selection: boolean };

export function ListExportButton({ fileBase, label = 'Exportar', variant = 'outlined' }: Props) {
  const { target, filter, list } = useBulkSelection();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Extended to every result, the selection is the filter itself: only rows ticked by hand go as ids.
  const ticked = 'ids' in target ? target.ids : [];

  const exported = useNotifiedAction(
    async ({ format, selection }: Choice) => {
      const rows = selection ? { ids: ticked.join(',') } : apiFilter(list.resource, filter);
      const blob = await httpClient<Blob>(`${routeOf(list.resource).path}/export`, {
        query: { ...rows, format },
        responseType: 'blob',
      });
      saveBlob(blob, exportFileName(fileBase, format));
    },
    { errorText: 'Não foi possível exportar.' },
  );
  const busy = exported.pending;
  const download = async (choice: Choice) => {
    setAnchor(null);
    await exported.run(choice);
  };

  const choices: (Choice & { text: string })[] = [
    ...(ticked.length
      ? (['csv', 'xlsx'] as const).map((format) => ({
          format,
          selection: true,
          text: `${format.toUpperCase()} dos ${formatCount(ticked.length)} selecionados`,
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
