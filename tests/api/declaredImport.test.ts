// POST /<apiPath>/import of a declaration with an `importKey` (server/resource/import/declaredImport.ts),
// on campanhas: the export's own columns back in, a row found by its name. What an administrator checks:
// the dry run counts and names every problem (the schema's, the rule across the two days, a label that is no
// choice, a name repeated in the file) by row and column and writes nothing; a file with errors writes
// nothing unless only the valid rows go; the same file twice changes nothing; only administrators import.
import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserRole } from '../../common/enums';
import { campanhas } from '../../common/resources/campanhas';
import type { User } from '../../server/platform/db/schema';
import { derivedTable } from '../../server/resource/derivedTable';
import { createTestApp, type TestApp } from '../helpers/app';

const API = '/api/v1/campanhas';
const HEADER = 'Nome;Descrição;Início;Fim;Status';
const table = derivedTable(campanhas);
const nome = (table as unknown as Record<string, PgColumn>).nome;

let t: TestApp;
let admin: User;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: UserRole.Admin });
});
afterAll(() => t.close());

async function upload(user: User, lines: string[], fields: Record<string, string> = {}) {
  const body = new FormData();
  for (const [field, value] of Object.entries(fields)) body.append(field, value);
  body.append('file', new Blob([`\uFEFF${[HEADER, ...lines].join('\r\n')}`]), 'campanhas.csv');
  return t.call({ method: 'POST', url: `${API}/import`, headers: await t.as(user), payload: body });
}

const named = async (value: string) => (await t.database.db.select().from(table).where(eq(nome, value)))[0];

describe('declared import (campanhas)', () => {
  it('dry run: counts the rows it would create and names every problem by row and column, writing nothing', async () => {
    const res = await upload(admin, [
      'Verão;Bônus de verão;01/01/2027;31/01/2027;Ativa',
      ';Sem nome;01/02/2027;28/02/2027;Planejada',
      'Ao contrário;;10/05/2027;01/05/2027;Planejada',
      'Talvez;;01/06/2027;30/06/2027;Talvez',
      'Verão;De novo;01/07/2027;31/07/2027;Ativa',
      'Dia errado;;30/02/2027;31/03/2027;',
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      rows: 6,
      create: 1,
      update: 0,
      applied: false,
      errors: [
        { row: 3, field: 'Nome', msg: 'Nome da campanha é obrigatório' },
        { row: 4, field: 'Fim', msg: 'Fim deve ser igual ou posterior ao início' },
        { row: 5, field: 'Status', msg: "Use 'Planejada', 'Ativa' ou 'Encerrada'." },
        { row: 6, field: 'Nome', msg: 'Repetido no arquivo (linha 2)' },
        { row: 7, field: 'Início', msg: 'Data inválida: use o formato DD/MM/AAAA.' },
      ],
    });
    expect(await named('Verão')).toBeUndefined();
  });

  it('a file with errors writes nothing; with only_valid the valid rows go in, as the form would write them', async () => {
    const lines = ['Outono;Bônus de outono;01/04/2027;30/04/2027;Encerrada', 'Ao contrário;;10/05/2027;01/05/2027;Planejada'];
    const refused = await upload(admin, lines, { dry_run: 'false' });
    expect(refused.body).toMatchObject({ create: 1, applied: false });
    expect(await named('Outono')).toBeUndefined();

    const applied = await upload(admin, lines, { dry_run: 'false', only_valid: 'true' });
    expect(applied.body).toMatchObject({ rows: 2, create: 1, update: 0, applied: true });
    expect(await named('Outono')).toMatchObject({ descricao: 'Bônus de outono', inicio: '2027-04-01', fim: '2027-04-30', status: 'encerrada' });
    expect(await named('Ao contrário')).toBeUndefined();
  });

  it('finds a known name and changes only what the file changes; the same file twice writes once', async () => {
    await upload(admin, ['Inverno;;01/07/2027;31/07/2027;Planejada'], { dry_run: 'false' });
    const lines = ['Inverno;Agora com texto;;;Ativa'];
    const first = await upload(admin, lines, { dry_run: 'false' });
    expect(first.body).toMatchObject({ create: 0, update: 1, applied: true, errors: [] });
    // Blank cells leave the stored days as they are.
    expect(await named('Inverno')).toMatchObject({ descricao: 'Agora com texto', inicio: '2027-07-01', fim: '2027-07-31', status: 'ativa' });
    const again = await upload(admin, lines, { dry_run: 'false' });
    expect(again.body).toMatchObject({ create: 0, update: 0, applied: true, errors: [] });
  });

  it('checks the rule of the two days against the stored day when the file changes one', async () => {
    await upload(admin, ['Primavera;;01/09/2027;30/09/2027;Planejada'], { dry_run: 'false' });
    const res = await upload(admin, ['Primavera;;;15/08/2027;'], { dry_run: 'false' });
    expect(res.body).toMatchObject({ update: 0, applied: false, errors: [{ row: 2, field: 'Fim', msg: 'Fim deve ser igual ou posterior ao início' }] });
    expect(await named('Primavera')).toMatchObject({ fim: '2027-09-30' });
  });

  it('needs the name and day columns, and is the administrators’ (as creating is)', async () => {
    const body = new FormData();
    body.append('file', new Blob(['Descrição;Status\r\nx;Ativa']), 'campanhas.csv');
    const missing = await t.call({ method: 'POST', url: `${API}/import`, headers: await t.as(admin), payload: body });
    expect(missing.status).toBe(422);
    expect(missing.body.detail[0].msg).toBe('Coluna obrigatória ausente: Nome.');

    const member = await t.createUser({ role: UserRole.TeamMember });
    expect((await upload(member, ['Negado;;01/01/2027;02/01/2027;Ativa'])).status).toBe(403);
  });
});
