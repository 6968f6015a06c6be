import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';

const downloadCSV = vi.hoisted(() => vi.fn());
vi.mock('react-admin', async (original) => ({ ...(await original<typeof import('react-admin')>()), downloadCSV }));

import { UserRole } from '../../common/enums';
import { csvDate, csvDecimal, toCsv, type CsvColumn } from '../../src/components/list/csv';
import { userCsvExporter } from '../../src/resources/users/userCsv';

type Row = { name: string; revenue: number | null; created: string; note: string };
const columns: CsvColumn<Row>[] = [
  { header: 'Nome', value: (row) => row.name },
  { header: 'Receita Esperada (R$)', value: (row) => csvDecimal(row.revenue) },
  { header: 'Criado em', value: (row) => csvDate(row.created) },
  { header: 'Observação', value: (row) => row.note },
];

describe('CSV for a Brazilian Excel', () => {
  it("separates cells with ';', writes a decimal comma without grouping and dates as dd/mm/aaaa", () => {
    const text = toCsv(columns, [
      { name: 'Açaí Ltda', revenue: 250000, created: '2026-03-05T15:00:00Z', note: 'ok' },
      { name: 'Sem receita', revenue: null, created: '2026-12-31', note: '' },
    ]);
    expect(text.split('\r\n')).toEqual([
      'Nome;Receita Esperada (R$);Criado em;Observação',
      'Açaí Ltda;250000,00;05/03/2026;ok',
      'Sem receita;;31/12/2026;',
    ]);
  });

  it("quotes a cell holding ';', a quote or a line break, and keeps a plain comma as it is", () => {
    const text = toCsv(columns, [{ name: 'Silva; Souza', revenue: 1500.5, created: '', note: 'disse "sim",\nfim' }]);
    expect(text.split('\r\n')[1]).toBe('"Silva; Souza";1500,50;;"disse ""sim"",\nfim"');
  });

  it('shows a number given as is with a decimal comma', () => {
    expect(toCsv([{ header: 'Taxa', value: (n: number) => n }], [12.75, 3])).toBe('Taxa\r\n12,75\r\n3');
  });

  it('downloads the users as usuarios.csv starting with the UTF-8 BOM', async () => {
    const jose = {
      id: 'u1',
      full_name: 'José',
      email: 'jose@exemplo.com.br',
      document: '',
      role: UserRole.Admin,
      is_active: true,
      is_superuser: false,
      created_at: '2026-01-02T12:00:00Z',
    };
    // The users' columns need neither related records nor the dataProvider.
    await userCsvExporter([jose], async () => ({}), {} as DataProvider, 'admin');
    const [content, filename] = downloadCSV.mock.calls[0];
    expect(filename).toBe('usuarios');
    expect(content.startsWith('\uFEFFID;Nome Completo;Email;Documento;Função;Status;Superusuário;Criado em\r\n')).toBe(true);
    expect(content).toMatch(/\r\nu1;José;jose@exemplo\.com\.br;;[^;]+;Ativo;Não;02\/01\/2026$/);
  });
});
