// POST /persons/import: the export's own columns back in, CSV or XLSX. The dry run checks every row with
// the single-row rules and answers the counts and each problem by row and column; applying writes all or,
// with only_valid, the valid rows; the same file twice changes nothing; the row scope holds.
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserRole } from '../../common/enums';
import { formatDocument } from '../../common/documents';
import { addresses, contacts, oportunidadeHistorico, oportunidades, oportunidadeTags, persons } from '../../server/platform/db/schema';
import { persons as personsDeclaration } from '../../common/resources/persons';
import { contactChild } from '../../common/resources/persons/children';
import { declaredImport } from '../../server/resource/import/declaredImport';
import type { ImportRecord } from '../../server/resource/import/upload';
import { rowWrites } from '../../server/resource/rowWrites';
import { createTestApp, type TestApp } from '../helpers/app';
import { createOportunidade, createPerson, createTag, addVinculo, validCnpj, validCpf } from '../helpers/fixtures';

const IMPORT = '/api/v1/persons/import';
const HEADER =
  'ID;Nome;Nome Fantasia;Documento;Tipo;Papel;Status;ID Odoo;CEP;Logradouro;Número;Complemento;Bairro;Cidade;UF;Tipo de Contato;Contato';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { IMPORT_MAX_BYTES: 64 * 1024 } });
});
afterAll(() => t.close());

const csvFile = (lines: string[]) => `\uFEFF${[HEADER, ...lines].join('\r\n')}`;

function upload(headers: { authorization: string }, content: string | Uint8Array, fields: Record<string, string> = {}, name = 'pessoas.csv', url = IMPORT) {
  const body = new FormData();
  for (const [field, value] of Object.entries(fields)) body.append(field, value);
  body.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
  return t.call({ method: 'POST', url, headers, payload: body });
}

const staff = async () => t.as(await t.createUser({ role: UserRole.Admin }));
const stored = (documents: string[]) => t.database.db.select().from(persons).where(inArray(persons.document, documents));

describe('persons import', () => {
  it('dry run: counts what would change and names every problem by row and column, writing nothing', async () => {
    const headers = await staff();
    const [cpf, cnpj] = [validCpf(), validCnpj()];
    const file = csvFile([
      `;Ana Import;;${formatDocument(cpf)};Pessoa Física;Cliente;Ativo;;01001-000;Praça da Sé;1;;Sé;São Paulo;SP;Email;ana@example.com`,
      `;Empresa Import;Fantasia;${cnpj};Pessoa Jurídica;Parceiro;Inativo;;;;;;;;;;`,
      `;;;123;Pessoa Física;Cliente;Ativo;;;;;;;;;;`,
      `;Sem Papel;;${validCpf()};Pessoa Física;Rei;Ativo;;;;;;;;;Email;nao-e-email`,
      `;UF Errada;;${validCpf()};Pessoa Física;Cliente;Ativo;;01001-000;Rua;1;;Sé;São Paulo;XX;;`,
    ]);
    const res = await upload(headers, file);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      rows: 5,
      create: 2,
      update: 0,
      applied: false,
      errors: [
        { row: 4, field: 'Documento', msg: expect.stringMatching(/CPF/) },
        { row: 4, field: 'Nome', msg: 'Nome é obrigatório' },
        { row: 5, field: 'Papel', msg: 'Papel inválido' },
        { row: 5, field: 'Contato', msg: 'Email inválido' },
        { row: 6, field: 'UF', msg: 'Escolha um estado' },
      ],
    });
    expect(await stored([cpf, cnpj])).toEqual([]);
  });

  it('a file with errors applies nothing; with only_valid the valid rows go in, with address and contact', async () => {
    const headers = await staff();
    const cpf = validCpf();
    const file = csvFile([
      `;Bia Import;;${cpf};Pessoa Física;Cliente e Parceiro;Ativo;;50000-000;Rua da Aurora;10;Sala 2;Boa Vista;Recife;PE;Telefone;(81) 3333-4444`,
      `;Ruim;;000;Pessoa Física;Cliente;Ativo;;;;;;;;;;`,
    ]);
    const refused = await upload(headers, file, { dry_run: 'false' });
    expect(refused.body).toMatchObject({ rows: 2, create: 1, applied: false });
    expect(await stored([cpf])).toEqual([]);

    const applied = await upload(headers, file, { dry_run: 'false', only_valid: 'true' });
    expect(applied.body).toMatchObject({ rows: 2, create: 1, update: 0, applied: true, errors: [expect.objectContaining({ row: 3 })] });
    const [bia] = await stored([cpf]);
    expect(bia).toMatchObject({ name: 'Bia Import', role: 3, person_type: 1, is_active: true });
    const db = t.database.db;
    expect(await db.select().from(addresses).where(eq(addresses.person_id, bia.id))).toEqual([
      expect.objectContaining({ street: 'Rua da Aurora', complement: 'Sala 2', city: 'Recife', state: 'PE', is_primary: true }),
    ]);
    expect(await db.select().from(contacts).where(eq(contacts.person_id, bia.id))).toEqual([
      expect.objectContaining({ contact_type: 1, value: '(81) 3333-4444', is_primary: true }),
    ]);
  });

  it('an exported file goes straight back in and changes nothing; an edited one updates by document', async () => {
    const headers = await staff();
    const db = t.database.db;
    const word = `Volta${Date.now().toString(36).replace(/\d/g, '')}`;
    const person = await createPerson(db, { name: `${word} Original`, trade_name: null });
    const exported = await t.app.inject({ method: 'GET', url: `/api/v1/persons/export?query=${word}`, headers });
    const first = await upload(headers, exported.body, { dry_run: 'false' });
    expect(first.body).toEqual({ rows: 1, create: 0, update: 0, errors: [], applied: true });

    const edited = exported.body.replace(`${word} Original`, `${word} Editada`).replace(';Ativo;', ';Inativo;');
    const second = await upload(headers, edited, { dry_run: 'false' });
    expect(second.body).toMatchObject({ create: 0, update: 1, applied: true });
    const [row] = await stored([person.document]);
    expect(row).toMatchObject({ id: person.id, name: `${word} Editada`, is_active: false });
    const again = await upload(headers, edited, { dry_run: 'false' });
    expect(again.body).toMatchObject({ create: 0, update: 0 });
  });

  it('reads XLSX, numbers and all, as the export writes it', async () => {
    const headers = await staff();
    const cpf = validCpf();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Dados');
    sheet.addRow(HEADER.split(';'));
    sheet.addRow([null, 'Caio Planilha', null, cpf, 'Pessoa Física', 'Cliente', 'Ativo', 5, null, null, null, null, null, null, null, 'Whatsapp', '81999998888']);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const res = await upload(headers, bytes, { dry_run: 'false' }, 'pessoas.xlsx');
    expect(res.body).toEqual({ rows: 1, create: 1, update: 0, errors: [], applied: true });
    expect(await stored([cpf])).toEqual([expect.objectContaining({ name: 'Caio Planilha' })]);
  });

  it('an external user creates persons in its circle and cannot touch one outside it', async () => {
    const db = t.database.db;
    const foreign = await createPerson(db, { name: 'Alheia' });
    const mine = await createPerson(db, { name: 'Minha' });
    const partner = await t.createUser({ role: UserRole.Partner });
    await addVinculo(db, partner.id, mine.id);
    const cpf = validCpf();
    const file = csvFile([
      `;Tomada;;${foreign.document};Pessoa Física;Cliente;Ativo;;;;;;;;;;`,
      `;Minha Editada;;${mine.document};Pessoa Física;Cliente;Ativo;;;;;;;;;;`,
      `;Nova;;${cpf};Pessoa Física;Cliente;Ativo;;;;;;;;;;`,
    ]);
    const headers = await t.as(partner);
    const res = await upload(headers, file, { dry_run: 'false', only_valid: 'true' });
    expect(res.body).toEqual({
      rows: 3,
      create: 1,
      update: 1,
      applied: true,
      errors: [{ row: 2, field: 'Documento', msg: 'Já existe uma pessoa com este documento' }],
    });
    expect((await stored([foreign.document]))[0].name).toBe('Alheia');
    const list = await t.call({ method: 'GET', url: '/api/v1/persons/?limit=1000', headers });
    expect(list.body.data.map((p: { name: string }) => p.name).sort()).toEqual(['Minha Editada', 'Nova']);
  });

  it('refuses a repeated document, a missing column, a file of another type, a missing file and a file too large', async () => {
    const headers = await staff();
    const cpf = validCpf();
    const repeated = await upload(headers, csvFile([`;Um;;${cpf};Pessoa Física;Cliente;;;;;;;;;;;`, `;Dois;;${cpf};Pessoa Física;Cliente;;;;;;;;;;;`]));
    expect(repeated.body.errors).toEqual([{ row: 3, field: 'Documento', msg: 'Documento repetido no arquivo (linha 2)' }]);

    const noColumn = await upload(headers, 'Nome;Tipo;Papel\r\nAna;Pessoa Física;Cliente');
    expect(noColumn.status).toBe(422);
    expect(noColumn.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'file'], msg: 'Coluna obrigatória ausente: Documento.' })]);

    const pdf = await upload(headers, '%PDF-1.4', {}, 'pessoas.pdf');
    expect(pdf.status).toBe(422);
    expect(pdf.body.detail[0].msg).toBe('Envie um arquivo CSV ou XLSX.');

    const notXlsx = await upload(headers, 'isto não é uma planilha', {}, 'pessoas.xlsx');
    expect(notXlsx.status).toBe(422);
    expect(notXlsx.body.detail[0].msg).toMatch(/não é um CSV ou XLSX válido/);

    const empty = new FormData();
    empty.append('dry_run', 'true');
    const noFile = await t.call({ method: 'POST', url: IMPORT, headers, payload: empty });
    expect(noFile.status).toBe(422);

    const notMultipart = await t.call({ method: 'POST', url: IMPORT, headers, payload: { file: 'x' } });
    expect(notMultipart.status).toBe(415);

    const big = csvFile(Array.from({ length: 2000 }, (_, i) => `;Pessoa ${i};;${validCpf()};Pessoa Física;Cliente;Ativo;;;;;;;;;;`));
    const tooLarge = await upload(headers, big);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.detail).toBe('O arquivo excede o limite de 64KB.');
  });
});

describe('opportunities import', () => {
  const URL = '/api/v1/oportunidades/import';
  const HEADERS = 'ID;Título;Cliente;Parceiro;Estágio;Tese;Status;Tags;Receita Esperada (R$);Honorários (%);ID Odoo;ID Externo;Motivo da perda;Criado em';
  const THESIS = 'Exclusão do ICMS da base do PIS/COFINS';
  const file = (lines: string[]) => `\uFEFF${[HEADERS, ...lines].join('\r\n')}`;
  const send = (headers: { authorization: string }, content: string, fields: Record<string, string> = {}) =>
    upload(headers, content, fields, 'oportunidades.csv', URL);
  const byExterno = (idExterno: string) => t.database.db.select().from(oportunidades).where(eq(oportunidades.id_externo, idExterno));

  it('creates by ID externo with pt-BR money, names for persons and labels for codes; the same file again changes nothing', async () => {
    const db = t.database.db;
    const word = `Imp${Date.now().toString(36).replace(/\d/g, '')}`;
    const client = await createPerson(db, { name: `${word} Cliente`, role: 1 });
    const partnerPerson = await createPerson(db, { name: `${word} Parceiro`, role: 2 });
    const tag = await createTag(db, { name: `${word}tag` });
    const admin = await t.createUser({ role: UserRole.Admin, person_id: partnerPerson.id });
    const headers = await t.as(admin);
    const content = file([
      `;;${word} Cliente;;Em negociação;${THESIS};Em Andamento;${tag.name};250.000,50;12,5;;${word}-1;;`,
      `;Perdida;${word} Cliente;${word} Parceiro;Lead;${THESIS};Perdido;;;;;${word}-2;;`,
      `;Sem cliente;Ninguém ${word};;Lead;Tese que não existe;Talvez;Tag inexistente ${word};abc;;;${word}-3;;`,
      `;;${word} Cliente;;Lead;${THESIS};Em Andamento;;;;;;;`,
    ]);
    const dry = await send(headers, content);
    expect(dry.body).toEqual({
      rows: 4,
      create: 1,
      update: 0,
      applied: false,
      errors: [
        { row: 3, field: 'Motivo da perda', msg: 'Motivo da perda é obrigatório' },
        { row: 4, field: 'Cliente', msg: 'Cliente não encontrado' },
        { row: 4, field: 'Tese', msg: 'Tese inválida' },
        { row: 4, field: 'Status', msg: 'Status de resultado inválido' },
        { row: 4, field: 'Tags', msg: `Tag não encontrada: Tag inexistente ${word}` },
        { row: 4, field: 'Receita Esperada (R$)', msg: 'Informe um valor numérico com até duas casas decimais.' },
        { row: 5, field: 'ID Externo', msg: expect.stringMatching(/^ID Externo é obrigatório/) },
      ],
    });
    expect(await byExterno(`${word}-1`)).toEqual([]);

    const applied = await send(headers, content, { dry_run: 'false', only_valid: 'true' });
    expect(applied.body).toMatchObject({ create: 1, update: 0, applied: true });
    const [row] = await byExterno(`${word}-1`);
    expect(row).toMatchObject({
      titulo: `${THESIS} - ${word} Cliente`,
      cliente_id: client.id,
      parceiro_id: partnerPerson.id,
      estagio: 9,
      status_resultado: 1,
      receita_esperada: '250000.50',
      honorarios: '12.50',
      created_by_id: admin.id,
    });
    const history = await db.select().from(oportunidadeHistorico).where(eq(oportunidadeHistorico.oportunidade_id, row.id));
    expect(history.map((entry) => entry.field).sort()).toEqual(['criacao', 'tag']);

    const exported = await t.app.inject({ method: 'GET', url: `/api/v1/oportunidades/export?query=${word}-1`, headers });
    const again = await send(headers, exported.body, { dry_run: 'false' });
    expect(again.body).toEqual({ rows: 1, create: 0, update: 0, errors: [], applied: true });
    const edited = exported.body.replace('250000,50', '300000,00').replace(';Em negociação;', ';Apresentação;');
    const changed = await send(headers, edited, { dry_run: 'false' });
    expect(changed.body).toMatchObject({ create: 0, update: 1, applied: true });
    expect((await byExterno(`${word}-1`))[0]).toMatchObject({ id: row.id, receita_esperada: '300000.00', estagio: 8 });
  });

  it('refuses a shared person name, a shared ID externo and a repeated row; a known row takes the file\'s tags and blank amounts, each in its history', async () => {
    const db = t.database.db;
    const word = `Amb${Date.now().toString(36).replace(/\d/g, '')}`;
    const client = await createPerson(db, { name: `${word} Cliente`, role: 1 });
    await createPerson(db, { name: `${word} Homônimo`, role: 1 });
    await createPerson(db, { name: `${word} Homônimo`, role: 3 });
    const [kept, dropped, added] = [await createTag(db, { name: `${word}mantida` }), await createTag(db, { name: `${word}tirada` }), await createTag(db, { name: `${word}posta` })];
    const headers = await t.as(await t.createUser({ role: UserRole.Admin, person_id: (await createPerson(db, { role: 2 })).id }));
    await createOportunidade(db, { id_externo: `${word}-dup`, cliente_id: client.id });
    await createOportunidade(db, { id_externo: `${word}-dup`, cliente_id: client.id });
    const known = await createOportunidade(db, { id_externo: `${word}-conhecida`, cliente_id: client.id, receita_esperada: '1000.00' });
    await db.insert(oportunidadeTags).values([kept, dropped].map((tag) => ({ oportunidade_id: known.id, tag_id: tag.id })));
    const content = file([
      `;;${word} Homônimo;;Lead;${THESIS};Em Andamento;;;;;${word}-nova;;`,
      `;;${word} Cliente;;Lead;${THESIS};Em Andamento;;;;;${word}-dup;;`,
      `;;${word} Cliente;;Lead;${THESIS};Em Andamento;"${kept.name}; ${added.name.toUpperCase()}";;;;${word}-conhecida;;`,
      `;;${word} Cliente;;Lead;${THESIS};Em Andamento;;;;;${word}-conhecida;;`,
    ]);
    const res = await send(headers, content, { dry_run: 'false', only_valid: 'true' });
    expect(res.body).toEqual({
      rows: 4,
      create: 0,
      update: 1,
      applied: true,
      errors: [
        { row: 2, field: 'Cliente', msg: 'Há mais de uma pessoa com este nome: corrija na pessoa ou no arquivo' },
        { row: 3, field: 'ID Externo', msg: 'Há mais de uma oportunidade com este ID Externo' },
        { row: 5, field: 'ID Externo', msg: 'ID Externo repetido no arquivo (linha 4)' },
      ],
    });
    const [row] = await byExterno(`${word}-conhecida`);
    expect(row.receita_esperada).toBeNull();
    const linked = await db.select().from(oportunidadeTags).where(eq(oportunidadeTags.oportunidade_id, known.id));
    expect(linked.map((link) => link.tag_id).sort()).toEqual([kept.id, added.id].sort());
    const history = await db.select().from(oportunidadeHistorico).where(eq(oportunidadeHistorico.oportunidade_id, known.id));
    expect(history.filter((entry) => entry.field === 'tag').map(({ old_value, new_value }) => ({ old_value, new_value }))).toEqual(
      expect.arrayContaining([{ old_value: null, new_value: added.name }, { old_value: dropped.name, new_value: null }]),
    );
    expect(history.map((entry) => entry.field)).toEqual(expect.arrayContaining(['receita_esperada', 'tese']));

    const noColumns = await send(headers, `Título;Cliente\r\nSem chave;${word} Cliente`);
    expect(noColumns.status).toBe(422);
    expect(noColumns.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'file'], msg: 'Coluna obrigatória ausente: ID Externo.' })]);
  });

  it('an external user updates its own opportunities only, and names only persons of its circle', async () => {
    const db = t.database.db;
    const word = `Ext${Date.now().toString(36).replace(/\d/g, '')}`;
    const own = await createPerson(db, { name: `${word} Eu`, role: 2 });
    const client = await createPerson(db, { name: `${word} Meu Cliente`, role: 1 });
    const strangerClient = await createPerson(db, { name: `${word} Cliente Alheio`, role: 1 });
    const partner = await t.createUser({ role: UserRole.Partner, person_id: own.id });
    await addVinculo(db, partner.id, client.id);
    const foreign = await createOportunidade(db, { titulo: 'Alheia', id_externo: `${word}-alheia`, cliente_id: strangerClient.id });
    const content = file([
      `;Tomada;${word} Meu Cliente;;Lead;${THESIS};Em Andamento;;;;;${word}-alheia;;`,
      `;;${word} Cliente Alheio;;Lead;${THESIS};Em Andamento;;;;;${word}-nova;;`,
      `;;${word} Meu Cliente;;Lead;${THESIS};Em Andamento;;;;;${word}-minha;;`,
    ]);
    const res = await send(await t.as(partner), content, { dry_run: 'false', only_valid: 'true' });
    expect(res.body).toEqual({
      rows: 3,
      create: 1,
      update: 0,
      applied: true,
      errors: [
        { row: 2, field: 'ID Externo', msg: 'Já existe uma oportunidade com este ID Externo' },
        { row: 3, field: 'Cliente', msg: 'Cliente não encontrado' },
      ],
    });
    expect((await byExterno(`${word}-alheia`))[0].titulo).toBe(foreign.titulo);
    expect((await byExterno(`${word}-minha`))[0]).toMatchObject({ parceiro_id: own.id, cliente_id: client.id });
  });
});

describe("a child's own import part (the kit's batched import)", () => {
  const BLOCKED = 'Domínio bloqueado para contatos';
  // A contact list whose server part refuses one domain and writes addresses in lower case: the checks and
  // shaping of a child's batchedImport, which the kit runs on its primary row as it does on the record's.
  const contactsPart = {
    batchedImport: {
      problems: (values: Record<string, unknown>) =>
        String(values.value).endsWith('@bloqueado.example') ? [{ loc: ['body', 'value'], msg: BLOCKED, type: 'value_error' }] : [],
      prepare: (values: Record<string, unknown>) => ({ ...values, value: String(values.value).toLowerCase() }),
    },
  };
  const record = (row: number, cells: Record<string, string>): ImportRecord => ({ row, cell: (header) => cells[header] ?? null });
  const person = (name: string, document: string, contact: string) => ({
    Nome: name,
    Documento: document,
    Tipo: 'Pessoa Física',
    Papel: 'Cliente',
    'Tipo de Contato': 'Email',
    Contato: contact,
  });

  it('names the problems its checks find under the file\'s header and writes the values its shaping gives', async () => {
    const route = declaredImport(t.app, personsDeclaration, persons, {
      writes: rowWrites(personsDeclaration, persons, {}),
      parts: { batchedImport: {} },
      children: [{ declaration: contactChild, table: contacts, parts: contactsPart }],
    })!;
    const user = await t.createUser({ role: UserRole.Admin });
    const [kept, refused] = [validCpf(), validCpf()];
    const result = await route.apply(
      t.database.db,
      user,
      [record(2, person('Contato Maiúsculo', kept, 'Ana@Exemplo.COM')), record(3, person('Contato Bloqueado', refused, 'ana@bloqueado.example'))],
      { dryRun: false, onlyValid: true },
    );
    expect(result).toMatchObject({ rows: 2, create: 1, applied: true, errors: [{ row: 3, field: 'Contato', msg: BLOCKED }] });
    const [written] = await stored([kept]);
    expect(await t.database.db.select({ value: contacts.value }).from(contacts).where(eq(contacts.person_id, written.id))).toEqual([
      { value: 'ana@exemplo.com' },
    ]);
    expect(await stored([refused])).toEqual([]);
  });
});
