// A registration's key (the CNPJ root and the thesis): the lock that serialises the writes of one key, and
// what already holds it.
import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { ResultStatus } from '../../../common/enums';
import type { Executor } from '../../platform/db/client';
import { resultRows } from '../../platform/db/migrate';
import { oportunidades, persons, registros } from '../../platform/db/schema';

export type RegistroKey = { cnpj_raiz: string; tese_id: number };

/** The advisory locks' class of the registrations (pg_advisory_xact_lock(class, key)). */
const LOCK_CLASS = 170;

/**
 * Holds the key until the transaction ends: two registrations (or a registration and a decision) of one
 * key run one after the other, so the second sees what the first wrote.
 */
export async function lockKey(tx: Executor, key: RegistroKey): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_CLASS}, hashtext(${`${key.cnpj_raiz}:${key.tese_id}`}))`);
}

export const sameKey = (key: RegistroKey) => and(eq(registros.cnpj_raiz, key.cnpj_raiz), eq(registros.tese_id, key.tese_id));

/** A registration that holds its key: pending, or approved and not past its validity. */
export const holdsKey: SQL = sql`(${registros.estado} = 'pendente' OR (${registros.estado} = 'aprovado' AND ${registros.valido_ate} > now()))`;

/** The persons whose document has this CNPJ root (the company's head office and branches). */
export const personsOfRoot = (root: string) => sql`left(${persons.document}, 8) = ${root}`;

async function exists(tx: Executor, query: SQL): Promise<boolean> {
  return Boolean(resultRows<{ found: boolean }>(await tx.execute(sql`SELECT EXISTS (${query}) AS found`))[0]?.found);
}

/** Whether this partner already claims the key (pending, in conflict or approved). */
export const claimedBy = (tx: Executor, key: RegistroKey, parceiroId: number) =>
  exists(
    tx,
    sql`SELECT 1 FROM ${registros} WHERE ${and(sameKey(key), eq(registros.parceiro_id, parceiroId), or(inArray(registros.estado, ['pendente', 'em_conflito']), holdsKey))}`,
  );

/** Whether another partner holds the key, or an open opportunity for the thesis has a client of that root. */
export const heldElsewhere = (tx: Executor, key: RegistroKey, parceiroId: number) =>
  exists(
    tx,
    sql`SELECT 1 FROM ${registros} WHERE ${and(sameKey(key), ne(registros.parceiro_id, parceiroId), holdsKey)}
        UNION ALL
        SELECT 1 FROM ${oportunidades} JOIN ${persons} ON ${persons.id} = ${oportunidades.cliente_id}
         WHERE ${and(eq(oportunidades.tese, key.tese_id), eq(oportunidades.status_resultado, ResultStatus.Open), personsOfRoot(key.cnpj_raiz))}`,
  );
