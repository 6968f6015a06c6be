// Where the partner program's features meet: a deal registration's notifications (created → staff,
// decided → its partner, never naming the other partner) and counts in 'Meu desempenho', a paid month's statement told to its partner, and
// the LGPD anonymisation refused while a partner is owed commissions.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultStatus } from '../../common/enums';
import { comissoes, theses, type Person, type User } from '../../server/platform/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import * as fx from '../helpers/fixtures';

type Notice = { evento: string; titulo: string; texto: string | null; link: string | null };

describe('partner program events', () => {
  let t: TestApp;
  let admin: User;
  let staff: User;
  let ana: User;
  let anaPerson: Person;
  let bruno: User;
  let brunoPerson: Person;
  let tese: number;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    admin = await t.createUser({ role: 1 });
    staff = await t.createUser({ role: 4 });
    anaPerson = await fx.createPerson(db, { name: 'Ana Parceira Sigilosa', role: 2 });
    ana = await t.createUser({ role: 5, person_id: anaPerson.id });
    brunoPerson = await fx.createPerson(db, { name: 'Bruno Parceiro Sigiloso', role: 2 });
    bruno = await t.createUser({ role: 5, person_id: brunoPerson.id });
    [{ id: tese }] = await db.insert(theses).values({ name: 'Tese dos Eventos' }).returning();
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = async (user: User, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.call({ method, url: `/api/v1${url}`, headers: await t.as(user), payload });
  const notices = async (user: User, evento: string) =>
    ((await call(user, 'GET', '/notificacoes/?limit=100')).body as { data: Notice[] }).data.filter((n) => n.evento === evento);

  it("tells staff of a new registration, and each partner of its own decision without naming the other", async () => {
    const cnpj = fx.validCnpj();
    const first = await call(ana, 'POST', '/registros/', { cnpj, razao_social: 'Empresa Disputada Ltda', tese_id: tese });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const second = await call(bruno, 'POST', '/registros/', { cnpj, razao_social: 'Empresa Disputada Ltda', tese_id: tese });
    expect((second.body as { estado: string }).estado).toBe('em_conflito');

    const created = await notices(staff, 'registro_criado');
    expect(created.map((n) => n.link)).toEqual(
      expect.arrayContaining([`/registros/${(first.body as { id: number }).id}/show`, `/registros/${(second.body as { id: number }).id}/show`]),
    );
    expect(await notices(ana, 'registro_criado')).toEqual([]);

    const approved = await call(staff, 'POST', `/registros/${(first.body as { id: number }).id}/aprovar`);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const [toAna] = await notices(ana, 'registro_decidido');
    expect(toAna.titulo).toContain('aprovado');
    const [toBruno] = await notices(bruno, 'registro_decidido');
    expect(toBruno.titulo).toContain('rejeitado');
    expect(toBruno.texto).toBe('Motivo: Registrada por outro parceiro');
    // Nothing a partner is told names the other partner.
    for (const notice of [toAna, toBruno]) expect(JSON.stringify(notice)).not.toMatch(/Ana Parceira|Bruno Parceiro/);

    // 'Meu desempenho' counts each partner's own registrations by state.
    const registrosOf = async (user: User) => ((await call(user, 'GET', '/comissoes/desempenho')).body as { registros: unknown[] }).registros;
    expect(await registrosOf(ana)).toEqual([{ estado: 'aprovado', nome: 'Aprovado', quantidade: 1 }]);
    expect(await registrosOf(bruno)).toEqual([{ estado: 'rejeitado', nome: 'Rejeitado', quantidade: 1 }]);
  });

  it("tells a partner its month's statement closed when a lote pays it", async () => {
    const won = await fx.createOportunidade(t.database.db, { parceiro_id: anaPerson.id, status_resultado: ResultStatus.Won });
    const [entry] = await t.database.db
      .insert(comissoes)
      .values({ oportunidade_id: won.id, parceiro_id: anaPerson.id, competencia: '2026-10', base: '1000.00', percentual: '10.00', valor: '100.00', estado: 'a_pagar', origem: 'recebimento' })
      .returning();
    const lote = await call(staff, 'POST', '/comissoes/lotes', { ids: [entry.id] });
    expect(lote.status, JSON.stringify(lote.body)).toBe(201);
    const [closed] = await notices(ana, 'extrato_fechado');
    expect(closed).toMatchObject({ titulo: 'Seu extrato de comissões de 10/2026 foi fechado', link: '/meu-desempenho' });
    expect(await notices(bruno, 'extrato_fechado')).toEqual([]);
  });

  it('refuses to anonymise a partner that is owed commissions, and anonymises it once they are paid', async () => {
    const owed = await fx.createPerson(t.database.db, { name: 'Parceiro Com Comissão', role: 2 });
    // A won opportunity: only the commission holds the anonymisation back.
    const deal = await fx.createOportunidade(t.database.db, { parceiro_id: owed.id, status_resultado: ResultStatus.Won });
    const [entry] = await t.database.db
      .insert(comissoes)
      .values({ oportunidade_id: deal.id, parceiro_id: owed.id, competencia: '2026-10', base: '1000.00', percentual: '10.00', valor: '100.00', estado: 'prevista', origem: 'ganho' })
      .returning();
    const refused = await call(admin, 'POST', `/persons/${owed.id}/anonymize`);
    expect(refused.status).toBe(409);
    expect((refused.body as { detail: string }).detail).toBe(
      'Não é possível anonimizar: a pessoa tem 1 comissão(ões) a receber (prevista ou a pagar). Pague-as ou cancele-as antes.',
    );
    await t.database.db.update(comissoes).set({ estado: 'paga' }).where(eq(comissoes.id, entry.id));
    expect((await call(admin, 'POST', `/persons/${owed.id}/anonymize`)).status).toBe(200);
  });
});
