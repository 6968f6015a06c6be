// The dry run's answer in the import dialog: what the file would create and change, its first errors
// (all of them as a CSV), and the choice to import only the valid rows.
import { Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { formatCount } from '../../i18n/format';
import { saveBlob } from '../DocumentsCard/download';
import { RowsTable, type RowsTableColumn } from '../RowsTable';
import { errorsCsv, type ImportResult } from './importErrors';

/** How many errors the preview lists; the CSV holds all of them. */
const SHOWN_ERRORS = 10;

const errorColumns: RowsTableColumn<ImportResult['errors'][number]>[] = [
  { header: 'Linha', cell: (issue) => issue.row },
  { header: 'Coluna', cell: (issue) => issue.field },
  { header: 'Problema', cell: (issue) => issue.msg },
];

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** "1 linha com 3 problemas": rows refused and the problems found in them, which a row may have several of. */
export function problemsText(errors: ImportResult['errors']): string {
  if (errors.length === 0) return 'nenhum problema';
  const rows = new Set(errors.map((e) => e.row)).size;
  return `${plural(rows, 'linha', 'linhas')} com ${plural(errors.length, 'problema', 'problemas')}`;
}

export function ImportPreview({
  result,
  onlyValid,
  onOnlyValid,
  fileName,
}: {
  result: ImportResult;
  onlyValid: boolean;
  onOnlyValid: (value: boolean) => void;
  fileName: string;
}) {
  const unchanged = result.rows - result.create - result.update - new Set(result.errors.map((e) => e.row)).size;
  return (
    <>
      <Typography role="status">
        {fileName}: {plural(result.rows, 'linha', 'linhas')} — {formatCount(result.create)} a criar, {formatCount(result.update)} a
        alterar, {formatCount(Math.max(0, unchanged))} sem mudanças, {problemsText(result.errors)}.
      </Typography>
      {result.errors.length > 0 && (
        <>
          <RowsTable label="Erros encontrados" columns={errorColumns} rows={result.errors.slice(0, SHOWN_ERRORS)} rowKey={(_issue, index) => index} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
            <Button variant="text" onClick={() => saveBlob(errorsCsv(result.errors), 'erros-da-importacao.csv')}>
              Baixar todos os erros (CSV)
            </Button>
            <FormControlLabel
              control={<Checkbox checked={onlyValid} onChange={(event) => onOnlyValid(event.target.checked)} />}
              label="Importar somente as linhas válidas"
            />
          </Stack>
        </>
      )}
    </>
  );
}
