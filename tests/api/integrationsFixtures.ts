// Rows the integration tests start from, written straight to the database (the persons and opportunities
// routes are not what these tests exercise).
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Config } from '../../server/platform/config';
import type { Database } from '../../server/platform/db/client';
import {
  addresses,
  bankAccounts,
  contacts,
  oportunidades,
  oportunidadeTags,
  persons,
  tags,
  type Person,
  type User,
} from '../../server/platform/db/schema';
import type { SyncStatus } from '../../server/platform/jobs/queue';
import { FakeOdoo } from '../fakes/fakeOdoo';
import { createTestApp, type TestApp } from '../helpers/app';

type PersonInput = Partial<typeof persons.$inferInsert> & {
  addresses?: Omit<typeof addresses.$inferInsert, 'person_id'>[];
  contacts?: Omit<typeof contacts.$inferInsert, 'person_id'>[];
  bankAccounts?: Omit<typeof bankAccounts.$inferInsert, 'person_id'>[];
};

let sequence = 0;

/** A valid CPF that no other test row uses. */
export function uniqueCpf(): string {
  sequence += 1;
  const base = String(100_000_000 + sequence * 7919 + Math.floor(Math.random() * 1000)).slice(0, 9);
  const digit = (body: string) => {
    const sum = [...body].reduce((acc, c, i) => acc + Number(c) * (body.length + 1 - i), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const d1 = digit(base);
  return `${base}${d1}${digit(`${base}${d1}`)}`;
}

/** A valid numeric CNPJ that no other test row uses. */
export function uniqueCnpj(): string {
  sequence += 1;
  const base = `${String(10_000_000 + sequence * 104_729 + Math.floor(Math.random() * 1000)).slice(0, 8)}0001`;
  const digit = (body: string) => {
    const weights = body.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const rest = [...body].reduce((acc, c, i) => acc + Number(c) * weights[i], 0) % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const d1 = digit(base);
  return `${base}${d1}${digit(`${base}${d1}`)}`;
}

export async function insertPerson(db: Database, input: PersonInput = {}): Promise<Person> {
  const { addresses: personAddresses = [], contacts: personContacts = [], bankAccounts: accounts = [], ...values } = input;
  const [person] = await db
    .insert(persons)
    .values({ person_type: 1, name: 'Maria da Silva', document: uniqueCpf(), role: 1, ...values })
    .returning();
  const owned = <T>(rows: T[]) => rows.map((row) => ({ ...row, person_id: person.id }));
  if (personAddresses.length) await db.insert(addresses).values(owned(personAddresses));
  if (personContacts.length) await db.insert(contacts).values(owned(personContacts));
  if (accounts.length) await db.insert(bankAccounts).values(owned(accounts));
  return person;
}

export async function insertOportunidade(
  db: Database,
  values: Partial<typeof oportunidades.$inferInsert> & { tagNames?: string[] } = {},
) {
  const { tagNames = [], ...row } = values;
  const [oportunidade] = await db
    .insert(oportunidades)
    .values({ titulo: 'Recuperação de ICMS', ...row })
    .returning();
  for (const name of tagNames) {
    const [tag] = (await db.select().from(tags).where(eq(tags.name, name))).concat(
      await db.insert(tags).values({ name }).onConflictDoNothing().returning(),
    );
    await db.insert(oportunidadeTags).values({ oportunidade_id: oportunidade.id, tag_id: tag.id });
  }
  return oportunidade;
}

export type OdooScene = { fake: FakeOdoo; t: TestApp; admin: User };

/**
 * A fake Odoo 19 and an app pointed at it with an administrator, for the file's tests: started before
 * them, emptied after each (once its slow answers are in), closed after all. Read its fields inside tests.
 */
export function odooScene(config: Partial<Config> = {}): OdooScene {
  const scene = {} as OdooScene;
  beforeAll(async () => {
    scene.fake = await FakeOdoo.start({ version: '19.0' });
    scene.t = await createTestApp({ config: { ...scene.fake.config('auto'), ...config } });
    scene.admin = await scene.t.createUser({ role: 1 });
  });
  afterEach(async () => {
    await scene.fake.idle();
    scene.fake.reset();
  });
  afterAll(async () => {
    await scene.t?.close();
    await scene.fake?.close();
  });
  return scene;
}

/** A job that ran to the end. */
export const DONE = { state: 'done', last_error: null } as const;

/**
 * A sync as the portal lives it: PUT (202 with the queued job), the job run as a server's worker runs it,
 * then GET for the record's latest sync. Any answer but 202 (403, 404, 409, 422, 503) comes back as it is,
 * with no job.
 */
export async function syncThroughJob(t: TestApp, url: string, headers: Record<string, string>) {
  const queued = await t.call({ method: 'PUT', url, headers });
  if (queued.status !== 202) return { ...queued, job: null };
  await t.app.syncWorker.drain();
  const latest = await t.call({ method: 'GET', url, headers });
  return { status: queued.status, body: queued.body, job: latest.body as SyncStatus };
}
