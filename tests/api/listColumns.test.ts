// The lists' added columns: GET /persons/?columns=… answers the computed columns it names (city, phone,
// e-mail, number of opportunities) on the page's rows, none unless asked, a 422 for an unknown one, the
// count within the caller's row scope; a saved view keeps the columns it shows in their order. Runs on
// PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContactType, PersonRole, UserRole } from '../../common/enums';
import type { Person, User } from '../../server/platform/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { createAddress, createContact, createOportunidade, createPerson, addVinculo } from '../helpers/fixtures';

const PERSONS = '/api/v1/persons';
const ALL = 'city,phone,email,oportunidades_count';

describe('list columns', () => {
  let t: TestApp;
  let staff: User;
  let partnerUser: User;
  let client: Person;
  let partner: Person;
  let bare: Person;

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.database;
    staff = await t.createUser({ role: UserRole.AccountExecutive });
    const name = `Colunas ${Date.now()}`;
    client = await createPerson(db, { name: `${name} Cliente`, role: PersonRole.Client });
    partner = await createPerson(db, { name: `${name} Parceiro`, role: PersonRole.Partner });
    bare = await createPerson(db, { name: `${name} Sem dados`, role: PersonRole.Client });
    // The primary address and contacts win over older ones.
    await createAddress(db, client.id, { city: 'Campinas' });
    await createAddress(db, client.id, { city: 'Recife', is_primary: true });
    await createContact(db, client.id, { contact_type: ContactType.Phone, value: '(11) 3333-4444' });
    await createContact(db, client.id, { contact_type: ContactType.Email, value: 'velho@example.com' });
    await createContact(db, client.id, { contact_type: ContactType.Email, value: 'contato@example.com', is_primary: true });
    // Two deals of the client through the partner, one without a partner.
    await createOportunidade(db, { cliente_id: client.id, parceiro_id: partner.id });
    await createOportunidade(db, { cliente_id: client.id, parceiro_id: partner.id });
    await createOportunidade(db, { cliente_id: client.id });
    partnerUser = await t.createUser({ role: UserRole.Partner });
    await addVinculo(db, partnerUser.id, partner.id);
    await addVinculo(db, partnerUser.id, client.id);
    await addVinculo(db, partnerUser.id, bare.id);
  });
  afterAll(() => t.close());

  const list = async (user: User, query: string) =>
    t.call({ method: 'GET', url: `${PERSONS}/?${query}`, headers: await t.as(user) });
  const byId = (body: { data: (Person & Record<string, unknown>)[] }) => new Map(body.data.map((row) => [row.id, row]));

  it('answers the columns asked for on each row of the page', async () => {
    const res = await list(staff, `query=${encodeURIComponent('Colunas')}&columns=${ALL}&limit=100`);
    expect(res.status).toBe(200);
    const rows = byId(res.body);
    expect(rows.get(client.id)).toMatchObject({
      city: 'Recife',
      phone: '(11) 3333-4444',
      email: 'contato@example.com',
      oportunidades_count: 3,
    });
    expect(rows.get(partner.id)).toMatchObject({ city: null, phone: null, email: null, oportunidades_count: 2 });
    expect(rows.get(bare.id)).toMatchObject({ oportunidades_count: 0 });
  });

  it('answers them on the default first page, sorted pages and only those named', async () => {
    for (const query of ['columns=city', 'columns=city&sort=name&order=asc&limit=1000', 'columns=city&limit=1000']) {
      const res = await list(staff, query);
      expect(res.status).toBe(200);
      const row = res.body.data.find((person: Person) => person.id === client.id) ?? res.body.data[0];
      expect(row).toHaveProperty('city');
      expect(row).not.toHaveProperty('email');
      expect(row).not.toHaveProperty('oportunidades_count');
    }
  });

  it('leaves them out unless asked', async () => {
    const res = await list(staff, 'limit=5');
    expect(res.status).toBe(200);
    expect(res.body.data[0]).not.toHaveProperty('city');
    expect(res.body.data[0]).not.toHaveProperty('oportunidades_count');
  });

  it('refuses an unknown column with a 422 naming it', async () => {
    const res = await list(staff, 'columns=city,document_hash');
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body.detail)).toContain('Coluna desconhecida: document_hash');
  });

  it("counts for an external user only the opportunities of its circle", async () => {
    const res = await list(partnerUser, `columns=oportunidades_count&limit=100`);
    expect(res.status).toBe(200);
    const rows = byId(res.body);
    // The deal without a partner is outside a partner's scope.
    expect(rows.get(client.id)).toMatchObject({ oportunidades_count: 2 });
    expect(rows.get(partner.id)).toMatchObject({ oportunidades_count: 2 });
  });

  it('keeps the columns a saved view shows, in their order', async () => {
    const params = { search: { role: '1' }, hidden_columns: ['role'], columns: ['name', 'city', 'oportunidades_count', 'is_active'] };
    const headers = await t.as(staff);
    const saved = await t.call({ method: 'POST', url: '/api/v1/views/', headers, payload: { resource: 'pessoas', name: 'Com cidade', params } });
    expect(saved.status).toBe(201);
    const views = await t.call({ method: 'GET', url: '/api/v1/views/?resource=pessoas', headers });
    expect(views.body.data.find((view: { name: string }) => view.name === 'Com cidade').params).toEqual(params);
  });
});
