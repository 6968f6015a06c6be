// Issue 25, hole 2: the document oracle. An external user (anyone may sign up as one) learned which of 500
// CPFs were registered from a dry-run import in under a second, 15 imports in a row. Now every operation that
// tells whether a document exists (person create, a document change, import dry run and apply) spends one
// shared budget of document checks, counted in rate_limit_hits (every server on the database sees it), and
// an external user's import is capped at IMPORT_MAX_ROWS_EXTERNAL rows. Staff are not limited.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserRole } from '../../common/enums';
import { formatDocument } from '../../common/documents';
import { rateLimitHits } from '../../server/platform/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { createPerson, addVinculo, validCpf } from '../helpers/fixtures';

const HEADER =
  'ID;Nome;Nome Fantasia;Documento;Tipo;Papel;Status;ID Odoo;CEP;Logradouro;Número;Complemento;Bairro;Cidade;UF;Tipo de Contato;Contato';
const MAX_ROWS = 5;
const MAX_CHECKS = 8;

let t: TestApp;
let second: TestApp;
beforeAll(async () => {
  const config = { IMPORT_MAX_ROWS_EXTERNAL: MAX_ROWS, DOCUMENT_CHECKS_MAX: MAX_CHECKS };
  t = await createTestApp({ config });
  // A second server on the same database: the budget is the database's, not a process's.
  second = await createTestApp({ config, database: t.database });
});
afterAll(async () => {
  await second.app.close();
  await t.close();
});

const csvFile = (rows: number, existing?: string) =>
  `\uFEFF${[
    HEADER,
    ...Array.from({ length: rows }, (_, i) =>
      `;Sonda ${i};;${formatDocument(i === 0 && existing ? existing : validCpf())};Pessoa Física;Cliente;Ativo;;;;;;;;;;`),
  ].join('\r\n')}`;

function importFile(app: TestApp, headers: { authorization: string }, content: string, dryRun = true) {
  const body = new FormData();
  body.append('dry_run', String(dryRun));
  body.append('file', new Blob([content]), 'pessoas.csv');
  return app.call({ method: 'POST', url: '/api/v1/persons/import', headers, payload: body });
}

const createOne = (app: TestApp, headers: { authorization: string }, document = validCpf()) =>
  app.call({ method: 'POST', url: '/api/v1/persons/', headers, payload: { person_type: 1, document, name: 'Sonda Avulsa', role: 1 } });

/** The audit trail's refusals by limit of this user, as an administrator reads them. */
async function refusalsOf(userId: number) {
  const admin = await t.as(await t.createUser({ role: UserRole.Admin }));
  const res = await t.call({ method: 'GET', url: `/api/v1/auditoria/?action=limit_refused&user_id=${userId}&limit=100`, headers: admin });
  expect(res.status).toBe(200);
  return res.body.data as { action: string; resource: string; user_id: number; changes: Record<string, unknown> }[];
}

async function externalUser(role: UserRole = UserRole.Partner) {
  const user = await t.createUser({ role });
  await addVinculo(t.database.db, user.id, (await createPerson(t.database.db)).id);
  return { user, headers: await t.as(user) };
}

describe('document checks of external users', () => {
  it('refuses an import over IMPORT_MAX_ROWS_EXTERNAL with 422, before counting or writing anything', async () => {
    const { user, headers } = await externalUser(UserRole.Referrer);
    const res = await importFile(t, headers, csvFile(MAX_ROWS + 1), false);
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([
      {
        loc: ['body', 'file'],
        msg: `O arquivo tem mais de ${MAX_ROWS} linhas de dados, o limite do seu perfil. Divida-o em arquivos menores.`,
        type: 'too_long',
      },
    ]);
    const counted = await t.database.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, `document-checks:user:${user.id}`));
    expect(counted).toEqual([]);
    // The refusal itself is in the audit trail, with who asked.
    expect(await refusalsOf(user.id)).toEqual([
      expect.objectContaining({
        action: 'limit_refused',
        resource: 'persons',
        user_id: user.id,
        changes: { reason: `O arquivo tem mais de ${MAX_ROWS} linhas de dados, o limite do seu perfil. Divida-o em arquivos menores.`, limit: MAX_ROWS },
      }),
    ]);
  });

  it('shares one budget between dry runs, applies and creates, on every server, then answers 429 in Portuguese', async () => {
    const existing = (await createPerson(t.database.db)).document;
    const { user, headers } = await externalUser();
    // The oracle still answers within the budget: that is the point of the budget.
    const dryRun = await importFile(t, headers, csvFile(MAX_ROWS, existing));
    expect(dryRun.status).toBe(200);
    expect(dryRun.body.errors).toEqual([{ row: 2, field: 'Documento', msg: 'Já existe uma pessoa com este documento' }]);
    expect((await createOne(second, headers)).status).toBe(201);
    expect((await createOne(t, headers)).status).toBe(201);
    const [row] = await t.database.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, `document-checks:user:${user.id}`));
    expect(row.hits).toBe(MAX_ROWS + 2);

    const refused = await importFile(second, headers, csvFile(2), false);
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(/^Muitas consultas de documentos\. Tente novamente em \d+ segundos\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const create = await createOne(t, headers);
    expect(create.status).toBe(429);
    // A document change asks the same question.
    const [mine] = (await t.call({ method: 'GET', url: '/api/v1/persons/?limit=10', headers })).body.data;
    const change = await t.call({ method: 'PATCH', url: `/api/v1/persons/${mine.id}`, headers, payload: { document: existing } });
    expect(change.status).toBe(429);
    // Each of the three refusals is audited, with the documents it asked about.
    const refusals = await refusalsOf(user.id);
    expect(refusals).toHaveLength(3);
    for (const refusal of refusals) {
      expect(refusal).toMatchObject({ action: 'limit_refused', resource: 'persons', user_id: user.id, changes: { limit: MAX_CHECKS } });
      expect(refusal.changes.reason).toMatch(/^Muitas consultas de documentos\. Tente novamente em \d+ segundos\.$/);
    }
    expect(refusals.map((refusal) => refusal.changes.documents).sort()).toEqual([1, 1, 2]);
  });

  it('counts each user on its own and leaves staff unlimited', async () => {
    const { headers: spent } = await externalUser(UserRole.Licensee);
    expect((await importFile(t, spent, csvFile(MAX_ROWS))).status).toBe(200);
    expect((await importFile(t, spent, csvFile(MAX_ROWS))).status).toBe(429);
    const { user: other, headers: otherHeaders } = await externalUser(UserRole.Licensee);
    expect((await createOne(t, otherHeaders)).status).toBe(201);

    const adminUser = await t.createUser({ role: UserRole.Admin });
    const admin = await t.as(adminUser);
    for (let i = 0; i < 3; i += 1) expect((await importFile(t, admin, csvFile(MAX_ROWS + 1))).status).toBe(200);
    expect(await refusalsOf(other.id)).toEqual([]);
    expect(await refusalsOf(adminUser.id)).toEqual([]);
  });
});
