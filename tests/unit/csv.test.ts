// The export's CSV cells (common/export/columns.ts), which the server writes and the import's error list
// reuses: what a Brazilian Excel opens in columns, with decimal commas and dd/mm/aaaa dates.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvHeader, csvRow, exportFileName, spreadsheetDay, unneutralizedText, type ExportColumn } from '../../common/export/columns';
import { exportFile } from '../../server/resource/export/writer';
import { cellText } from '../../server/resource/import/cells';
import { userExportColumns } from '../../common/export/users';

type Row = { name: string; revenue: number | string | null; created: string; note: string };
const columns: ExportColumn<Row>[] = [
  { header: 'Nome', kind: 'text', value: (row) => row.name },
  { header: 'Receita Esperada (R$)', kind: 'decimal', value: (row) => row.revenue },
  { header: 'Criado em', kind: 'date', value: (row) => row.created },
  { header: 'Observação', kind: 'text', value: (row) => row.note },
];
const csv = (rows: Row[]) => csvHeader(columns) + rows.map((row) => csvRow(columns, row)).join('');

describe('CSV for a Brazilian Excel', () => {
  it("starts with the BOM, separates cells with ';', writes a decimal comma without grouping and dates as dd/mm/aaaa", () => {
    const text = csv([
      { name: 'Açaí Ltda', revenue: '250000', created: '2026-03-05T15:00:00Z', note: 'ok' },
      { name: 'Sem receita', revenue: null, created: '2026-12-31', note: '' },
    ]);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Nome;Receita Esperada (R$);Criado em;Observação',
      'Açaí Ltda;250000,00;05/03/2026;ok',
      'Sem receita;;31/12/2026;',
    ]);
  });

  it("quotes a cell holding ';', a quote or a line break, and keeps a plain comma as it is", () => {
    const text = csv([{ name: 'Silva; Souza', revenue: 1500.5, created: '', note: 'disse "sim",\nfim' }]);
    expect(text.split('\r\n')[1]).toBe('"Silva; Souza";1500,50;;"disse ""sim"",\nfim"');
  });

  it("an instant late in São Paulo's day is still that day, in CSV and in a spreadsheet", () => {
    const lateEvening = '2026-01-02T23:30:00-03:00';
    expect(csv([{ name: 'x', revenue: null, created: lateEvening, note: '' }]).split('\r\n')[1]).toBe('x;;02/01/2026;');
    expect(spreadsheetDay(lateEvening)).toEqual(new Date(Date.UTC(2026, 0, 2)));
  });

  it('names the file in ASCII with the day, and writes the users as the admin screen shows them', () => {
    expect(exportFileName('usuarios', 'csv', new Date('2026-11-24T02:00:00Z'))).toBe('usuarios-2026-11-23.csv');
    const jose = {
      id: 7,
      full_name: 'José',
      email: 'jose@exemplo.com.br',
      document: null,
      role: 1,
      is_active: true,
      is_superuser: false,
      created_at: '2026-01-02T12:00:00Z',
    };
    expect(csvHeader(userExportColumns)).toBe('\uFEFFID;Nome Completo;Email;Documento;Função;Status;Superusuário;Criado em');
    expect(csvRow(userExportColumns, jose)).toBe('\r\n7;José;jose@exemplo.com.br;;Administrador do Sistema;Ativo;Não;02/01/2026');
  });

  it('puts an apostrophe before a text cell that starts like a formula, never before a negative amount', () => {
    const row = (name: string, revenue: number | null = null) => csvRow(columns, { name, revenue, created: '', note: '-nota' });
    expect(row('=1+1', -1500.25)).toBe("\r\n'=1+1;-1500,25;;'-nota");
    expect(row('+55 81 9999-0000').split(';')[0]).toBe("\r\n'+55 81 9999-0000");
    expect(row('@SUM(1,1)').split(';')[0]).toBe("\r\n'@SUM(1,1)");
    expect(row('\tx').split(';')[0]).toBe("\r\n'\tx");
    expect(row('\rx').split(';')[0]).toBe('\r\n"\'\rx"');
    expect(row('Ana = Bia').split(';')[0]).toBe('\r\nAna = Bia');
  });

  it('writes the neutralised texts as text cells in an XLSX, a negative amount as a number', async () => {
    const file = exportFile('teste', 'xlsx', columns, (async function* () {
      yield [{ name: '-2+3', revenue: -1500.25, created: '2026-01-02', note: '@SUM(1,1)' }];
    })());
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(chunk as Buffer);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const values = (workbook.worksheets[0].getRow(2).values as unknown[]).slice(1);
    expect(values).toEqual(["'-2+3", -1500.25, new Date(Date.UTC(2026, 0, 2)), "'@SUM(1,1)"]);
  });

  it('reads a neutralised cell back as it was, so an export imports unchanged', () => {
    expect(unneutralizedText("'=1+1")).toBe('=1+1');
    expect(cellText("'-2+3")).toBe('-2+3');
    expect(cellText("'d'Ávila")).toBe("'d'Ávila");
  });
});
