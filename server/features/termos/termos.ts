// The partner agreement's version in force and its acceptance. Who must accept it: an external user
// (Licenciado, Parceiro, Indicador) or a pending sign-up, never staff or a superuser. At each login
// (server/features/users/signIn.ts) an account that has not accepted the version in force is marked
// (users.aceite_pendente) and the guard limits it (./limits.ts) until POST /users/me/aceite.
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { isExternal } from '../../../common/policy';
import { NENHUM_TERMO_VIGENTE } from '../../../common/resources/termos';
import type { Database, Executor } from '../../platform/db/client';
import { termos, termosAceites, users, type Termo, type User } from '../../platform/db/schema';
import { unprocessable } from '../../platform/errors';
import { foundOr404 } from '../../resource/crud';
import type { SessionOrigin } from '../../platform/sessions/store';

export const VERSAO_NAO_VIGENTE = 'Esta não é a versão vigente dos termos';
/** The longest user agent kept with an acceptance. */
const USER_AGENT_MAX = 512;

/** The version in force: the latest whose vigente_desde has come. */
export async function vigenteTermo(db: Executor): Promise<Termo | undefined> {
  const [row] = await db
    .select()
    .from(termos)
    .where(lte(termos.vigente_desde, sql`now()`))
    .orderBy(desc(termos.vigente_desde), desc(termos.id))
    .limit(1);
  return row;
}

const mustAccept = (user: User) => !user.is_superuser && (isExternal(user) || user.cadastro === 'pendente');

/** Whether this version was accepted: by this user, or (no user) by anyone. */
async function accepted(db: Executor, termoId: number, userId?: number) {
  const where = and(eq(termosAceites.termo_id, termoId), userId === undefined ? undefined : eq(termosAceites.user_id, userId));
  return (await db.select({ id: termosAceites.id }).from(termosAceites).where(where).limit(1)).length > 0;
}

/** At login: marks (or clears) the account's pending acceptance of the version in force. */
export async function markAcceptanceDue(db: Executor, user: User): Promise<void> {
  const vigente = mustAccept(user) ? await vigenteTermo(db) : undefined;
  const due = vigente ? !(await accepted(db, vigente.id, user.id)) : false;
  if (due !== user.aceite_pendente) await db.update(users).set({ aceite_pendente: due }).where(eq(users.id, user.id));
}

/** POST /users/me/aceite: the version sent must be the one in force; who, when, IP and user agent are kept. */
export async function acceptTermos(db: Database, user: User, versao: string, origin: SessionOrigin): Promise<User> {
  return db.transaction(async (tx) => {
    const vigente = foundOr404(await vigenteTermo(tx), NENHUM_TERMO_VIGENTE);
    if (vigente.versao.toLowerCase() !== versao.toLowerCase()) throw unprocessable(['body', 'versao'], VERSAO_NAO_VIGENTE);
    await tx
      .insert(termosAceites)
      .values({
        user_id: user.id,
        termo_id: vigente.id,
        client_address: origin.client_address,
        user_agent: origin.user_agent?.slice(0, USER_AGENT_MAX) ?? null,
      })
      .onConflictDoNothing();
    const [updated] = await tx.update(users).set({ aceite_pendente: false }).where(eq(users.id, user.id)).returning();
    return updated;
  });
}

/** Whether anyone accepted this version: then its text and name are what they agreed to, and stay. */
export const termoAccepted = (db: Executor, termoId: number) => accepted(db, termoId);
