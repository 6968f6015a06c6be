// The rows the row-scope walk (tests/api/scope.test.ts) works on: for one external user, its circle
// (own person, a linked one, one it created, the opportunities whose partner is one of them, their
// lists and attachments), a foreign person with the same kinds of rows, a snapshot of everything foreign
// a leaking route could change, and throwaway circle rows for calls that change or delete them.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  addresses,
  anexos,
  atividades,
  bankAccounts,
  comissaoTermos,
  comissoes,
  contacts,
  oportunidadeHistorico,
  oportunidades,
  oportunidadeTags,
  persons,
  registros,
  type Oportunidade,
  type Person,
  type Tag,
  type User,
} from '../../server/platform/db/schema';
import { form, samples } from '../api/oportunidades.setup';
import type { ScopedRow } from './accessMatrix';
import { createTestApp, type TestApp } from './app';
import * as fx from './fixtures';

/** A word every row of a circle carries (names, titles), the foreign ones included. */
export const WORD = 'Escopo';
type Headers = { authorization: string };

/**
 * The app the walk calls: attachments in a temporary directory; Odoo and the Receita pointed at a closed
 * port, so their routes build a client and reach the row lookup, and nothing leaves the machine.
 */
export async function createScopeApp(): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'scope-'));
  const closed = 'http://127.0.0.1:9';
  const t = await createTestApp({
    config: { DATA_DIR: dataDir, ODOO_URL: closed, ODOO_DB: 'escopo', ODOO_API_KEY: 'x', RECEITA_API_URL: closed },
  });
  return {
    ...t,
    async close() {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);

/** An activity logged by staff (interna: the staff-only kind an external user never reaches). */
async function logAtividade(db: TestApp['database']['db'], link: { oportunidade_id?: number; pessoa_id?: number }, interna = false) {
  const [row] = await db.insert(atividades).values({ tipo: 1, titulo: WORD, interna, ...link }).returning();
  return row.id;
}

/** A deal registration of a partner person (thesis 1, a random company). */
async function registerFor(db: TestApp['database']['db'], parceiroId: number) {
  const cnpj = fx.validCnpj();
  const [row] = await db.insert(registros).values({ parceiro_id: parceiroId, cnpj, cnpj_raiz: cnpj.slice(0, 8), razao_social: WORD, tese_id: 1 }).returning();
  return row.id;
}

/** A commission entry of a partner person on an opportunity (external users reach only their own person's). */
async function commissionEntry(db: TestApp['database']['db'], parceiroId: number, oportunidadeId: number) {
  const [row] = await db
    .insert(comissoes)
    .values({ oportunidade_id: oportunidadeId, parceiro_id: parceiroId, competencia: '2026-01', base: '100.00', percentual: '10.00', valor: '10.00', estado: 'a_pagar', origem: 'recebimento' })
    .returning();
  return row.id;
}

let termDays = 0;
/** A commission term of a partner person, each on a day of its own. */
async function commissionTerm(db: TestApp['database']['db'], personId: number) {
  termDays += 1;
  const inicio = new Date(Date.UTC(2020, 0, termDays)).toISOString().slice(0, 10);
  const [row] = await db.insert(comissaoTermos).values({ person_id: personId, percentual: '10.00', inicio }).returning();
  return row.id;
}

async function uploadAnexo(t: TestApp, headers: Headers, oportunidadeId: number): Promise<number> {
  const payload = form({ descricao: WORD }, [{ name: 'notas.txt', content: samples.txt() }]);
  const url = `/api/v1/oportunidades/${oportunidadeId}/anexos/upload`;
  const res = await t.call({ method: 'POST', url, headers, payload });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data[0].id;
}

/** One external user and the rows around it: three persons in its circle, one outside. */
export type Circle = {
  user: User;
  headers: Headers;
  staff: Headers;
  executive: User;
  tag: Tag;
  own: Person;
  linked: Person;
  created: Person;
  /** Role 3 (client and partner), so every persons list would show it if the scope let it through. */
  foreign: Person;
  visible: Oportunidade[];
  /** Partner outside the circle; the second has the user's own person as client, which opens nothing. */
  hidden: Oportunidade[];
  /** Rows of the circle, for the other scoped parameters of a route. */
  inside: Record<ScopedRow, number>;
  /** Rows outside the circle, per kind. */
  outside: Record<ScopedRow, number[]>;
};

export async function buildCircle(t: TestApp, role: number): Promise<Circle> {
  const db = t.database.db;
  const stranger = await t.createUser({ role: 2 });
  const staff = await t.as(stranger);
  const executive = await t.createUser({ role: 2 });
  const tag = await fx.createTag(db, { name: `${WORD} ${role} ${Math.random()}` });
  const own = await fx.createPerson(db, { name: `${WORD} ${role} própria`, role: 2 });
  const user = await t.createUser({ role, person_id: own.id });
  const linked = await fx.createPerson(db, { name: `${WORD} ${role} vinculada`, role: 2 });
  await fx.addVinculo(db, user.id, linked.id);
  const created = await fx.createPerson(db, { name: `${WORD} ${role} criada`, created_by_id: user.id });
  const foreign = await fx.createPerson(db, { name: `${WORD} ${role} alheia`, role: 3, created_by_id: stranger.id });
  const opportunity = async (titulo: string, values: Partial<Oportunidade>) => {
    const row = await fx.createOportunidade(db, { titulo, executivo_vendas_id: executive.id, ...values });
    await fx.tagOportunidade(db, row.id, tag.id);
    return row;
  };
  const visible = [
    await opportunity(`${WORD} ${role} visível 1`, { parceiro_id: own.id }),
    await opportunity(`${WORD} ${role} visível 2`, { parceiro_id: linked.id, cliente_id: foreign.id }),
    await opportunity(`${WORD} ${role} visível 3`, { parceiro_id: created.id }),
  ];
  const hidden = [
    await opportunity(`${WORD} ${role} oculta 1`, { parceiro_id: foreign.id }),
    await opportunity(`${WORD} ${role} oculta 2`, {
      parceiro_id: foreign.id,
      cliente_id: own.id,
      created_by_id: user.id,
    }),
  ];
  const headers = await t.as(user);
  const childrenOf = async (personId: number) => ({
    address: (await fx.createAddress(db, personId)).id,
    contact: (await fx.createContact(db, personId)).id,
    bankAccount: (await fx.createBankAccount(db, personId)).id,
  });
  const insideChildren = await childrenOf(linked.id);
  const outsideChildren = await childrenOf(foreign.id);
  const insideAnexo = await uploadAnexo(t, headers, visible[0].id);
  return {
    user, headers, staff, executive, tag,
    own, linked, created, foreign, visible, hidden,
    inside: {
      person: linked.id,
      oportunidade: visible[0].id,
      anexo: insideAnexo,
      atividade: await logAtividade(db, { oportunidade_id: visible[0].id }),
      registro: await registerFor(db, own.id),
      comissao: await commissionEntry(db, own.id, visible[0].id),
      comissaoTermo: await commissionTerm(db, own.id),
      ...insideChildren,
    },
    outside: {
      person: [foreign.id],
      oportunidade: ids(hidden),
      anexo: [await uploadAnexo(t, staff, hidden[0].id), await uploadAnexo(t, staff, hidden[1].id)],
      address: [outsideChildren.address],
      contact: [outsideChildren.contact],
      bankAccount: [outsideChildren.bankAccount],
      // On a foreign opportunity, on a foreign person, and an internal one on the circle's own opportunity.
      atividade: [
        await logAtividade(db, { oportunidade_id: hidden[0].id }),
        await logAtividade(db, { pessoa_id: foreign.id }),
        await logAtividade(db, { oportunidade_id: visible[0].id }, true),
      ],
      // Only the user's own person's registrations are its own: a linked person's is not.
      registro: [await registerFor(db, foreign.id), await registerFor(db, linked.id)],
      // Only the own person's: a linked person's entries and terms are that partner's, not the user's.
      comissao: [await commissionEntry(db, foreign.id, hidden[0].id), await commissionEntry(db, linked.id, visible[1].id)],
      comissaoTermo: [await commissionTerm(db, foreign.id), await commissionTerm(db, linked.id)],
    },
  };
}

/** Everything outside the circle a leaking route could change. */
export async function outsideRows(t: TestApp, circle: Circle) {
  const db = t.database.db;
  const hidden = ids(circle.hidden);
  const foreign = circle.foreign.id;
  const history = oportunidadeHistorico;
  return {
    person: await db.select().from(persons).where(eq(persons.id, foreign)),
    addresses: await db.select().from(addresses).where(eq(addresses.person_id, foreign)).orderBy(addresses.id),
    contacts: await db.select().from(contacts).where(eq(contacts.person_id, foreign)).orderBy(contacts.id),
    bankAccounts: await db
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.person_id, foreign))
      .orderBy(bankAccounts.id),
    oportunidades: await db
      .select()
      .from(oportunidades)
      .where(inArray(oportunidades.id, hidden))
      .orderBy(oportunidades.id),
    tags: await db.select().from(oportunidadeTags).where(inArray(oportunidadeTags.oportunidade_id, hidden)),
    anexos: await db.select().from(anexos).where(inArray(anexos.oportunidade_id, hidden)).orderBy(anexos.id),
    historico: await db.select().from(history).where(inArray(history.oportunidade_id, hidden)).orderBy(history.id),
    atividades: await db.select().from(atividades).where(inArray(atividades.id, circle.outside.atividade)).orderBy(atividades.id),
    registros: await db.select().from(registros).where(inArray(registros.id, circle.outside.registro)).orderBy(registros.id),
    comissoes: await db.select().from(comissoes).where(inArray(comissoes.id, circle.outside.comissao)).orderBy(comissoes.id),
    comissaoTermos: await db
      .select()
      .from(comissaoTermos)
      .where(inArray(comissaoTermos.id, circle.outside.comissaoTermo))
      .orderBy(comissaoTermos.id),
  };
}

/** Where outsideRows() holds each kind of row. */
export const SNAPSHOT_OF: Record<ScopedRow, keyof Awaited<ReturnType<typeof outsideRows>>> = {
  person: 'person',
  oportunidade: 'oportunidades',
  address: 'addresses',
  contact: 'contacts',
  bankAccount: 'bankAccounts',
  anexo: 'anexos',
  atividade: 'atividades',
  registro: 'registros',
  comissao: 'comissoes',
  comissaoTermo: 'comissaoTermos',
};

/** A throwaway set of circle rows (a person the user created, its lists, an opportunity, an attachment). */
export async function freshRows(t: TestApp, circle: Circle) {
  const db = t.database.db;
  const person = await fx.createPerson(db, { name: `${WORD} descartável`, created_by_id: circle.user.id });
  const oportunidade = await fx.createOportunidade(db, { titulo: `${WORD} descartável`, parceiro_id: person.id });
  await fx.tagOportunidade(db, oportunidade.id, circle.tag.id);
  const rows: Record<ScopedRow, number> = {
    person: person.id,
    oportunidade: oportunidade.id,
    anexo: await uploadAnexo(t, circle.headers, oportunidade.id),
    address: (await fx.createAddress(db, person.id)).id,
    contact: (await fx.createContact(db, person.id)).id,
    bankAccount: (await fx.createBankAccount(db, person.id)).id,
    atividade: await logAtividade(db, { oportunidade_id: oportunidade.id }),
    registro: await registerFor(db, circle.own.id),
    comissao: await commissionEntry(db, circle.own.id, oportunidade.id),
    comissaoTermo: await commissionTerm(db, circle.own.id),
  };
  const cleanup = async () => {
    await db.delete(registros).where(eq(registros.id, rows.registro));
    await db.delete(comissaoTermos).where(eq(comissaoTermos.id, rows.comissaoTermo));
    await db.delete(oportunidades).where(eq(oportunidades.id, oportunidade.id));
    await db.delete(persons).where(eq(persons.id, person.id));
  };
  return { rows, cleanup };
}
