// An approved registration's validity, kept by two jobs of the sync_jobs queue per registration (record_id
// is the registration): 'registro_aviso' 7 days before valido_ate emits the 'expirando' event once, and
// 'registro_expira' at valido_ate sets it 'expirado' (its key is then free) unless its opportunity has
// reached 'Aguardando documentação' or a later stage (by the stages' order) or was won. Approving and
// extending (re)schedule both; each run re-reads the registration under its key's lock, so a job that runs
// after an extension or a decision changes nothing.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { ResultStatus, Stage } from '../../../common/enums';
import type { Database, Executor } from '../../platform/db/client';
import { resultRows } from '../../platform/db/migrate';
import { registros, syncJobs, type Registro } from '../../platform/db/schema';
import { registroEvent } from './events';
import { lockKey } from './key';

export const EXPIRA_JOB = 'registro_expira' as const;
export const AVISO_JOB = 'registro_aviso' as const;
/** How long before valido_ate the partner is told its registration is expiring. */
export const AVISO_DIAS = 7;

/** Queues (or moves) a job of the registration to run at `at`. */
async function queueAt(tx: Executor, kind: typeof EXPIRA_JOB | typeof AVISO_JOB, id: number, at: SQL) {
  const moved = resultRows<{ id: number }>(
    await tx.execute(sql`UPDATE ${syncJobs} SET run_after = ${at}, updated_at = now()
                          WHERE kind = ${kind} AND record_id = ${id} AND state = 'queued' RETURNING id`),
  );
  if (moved.length) return;
  await tx.execute(sql`INSERT INTO ${syncJobs} (kind, record_id, run_after) VALUES (${kind}, ${id}, ${at}) ON CONFLICT DO NOTHING`);
}

/** Schedules the registration's warning and expiry for its valido_ate. */
export async function scheduleValidity(tx: Executor, registro: Registro): Promise<void> {
  const end = sql`(SELECT ${registros.valido_ate} FROM ${registros} WHERE ${registros.id} = ${registro.id})`;
  await queueAt(tx, AVISO_JOB, registro.id, sql`${end} - make_interval(days => ${AVISO_DIAS}::int)`);
  await queueAt(tx, EXPIRA_JOB, registro.id, end);
}

/**
 * Whether the registration's opportunity keeps it: at 'Aguardando documentação' or a later stage, or won.
 * The stages are rows with a position, which may hold more than the enum's.
 */
const protectedByOpportunity = (registro: Registro) => sql`EXISTS (
  SELECT 1 FROM oportunidades o JOIN stages s ON s.id = o.estagio
   WHERE o.id = ${registro.oportunidade_id}
     AND (o.status_resultado = ${ResultStatus.Won}
          OR s.position >= (SELECT position FROM stages WHERE id = ${Stage.AwaitingDocuments})))`;

/** The approved registration, locked, if `due` (a condition on it) holds and its opportunity does not keep it. */
async function dueRegistro(tx: Executor, id: number, due: SQL): Promise<Registro | undefined> {
  const [found] = await tx.select().from(registros).where(eq(registros.id, id));
  if (!found) return undefined;
  await lockKey(tx, found);
  const [registro] = await tx.select().from(registros).where(and(eq(registros.id, id), eq(registros.estado, 'aprovado'), due)).for('update');
  if (!registro) return undefined;
  const kept = resultRows<{ kept: boolean }>(await tx.execute(sql`SELECT ${protectedByOpportunity(registro)} AS kept`))[0]?.kept;
  return kept ? undefined : registro;
}

/** The 'registro_expira' job: answers whether it expired the registration. */
export function expireRegistro(db: Database, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const registro = await dueRegistro(tx, id, sql`${registros.valido_ate} <= now()`);
    if (!registro) return false;
    await tx.update(registros).set({ estado: 'expirado' }).where(eq(registros.id, id));
    return true;
  });
}

/** The 'registro_aviso' job: answers whether it emitted the 'expirando' event. */
export function warnRegistro(db: Database, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const registro = await dueRegistro(
      tx,
      id,
      sql`${registros.aviso_expiracao_em} IS NULL AND ${registros.valido_ate} > now()
          AND ${registros.valido_ate} <= now() + make_interval(days => ${AVISO_DIAS}::int)`,
    );
    if (!registro) return false;
    const [row] = await tx.update(registros).set({ aviso_expiracao_em: new Date() }).where(eq(registros.id, id)).returning();
    await registroEvent(tx, 'expirando', row);
    return true;
  });
}
