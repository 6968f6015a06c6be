// Reading an opportunity on behalf of a user: outside the user's scope it does not exist (404).
import { eq } from 'drizzle-orm';
import { oportunidadeScope } from '../auth/scope';
import { allOf, getOr404 } from '../crud';
import type { Executor } from '../db/client';
import { oportunidades, type Oportunidade, type User } from '../db/schema';
import { notFound } from '../errors';

export const NOT_FOUND = 'Oportunidade não encontrada';

export const findOportunidade = (db: Executor, user: User, id: number): Promise<Oportunidade> =>
  getOr404(db, oportunidades, id, NOT_FOUND, oportunidadeScope(user));

/** The row locked for the rest of the transaction, so two concurrent edits apply one after the other. */
export async function lockOportunidade(tx: Executor, user: User, id: number): Promise<Oportunidade> {
  const [row] = await tx
    .select()
    .from(oportunidades)
    .where(allOf(eq(oportunidades.id, id), oportunidadeScope(user)))
    .for('update');
  if (!row) throw notFound(NOT_FOUND);
  return row;
}
