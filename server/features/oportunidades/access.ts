// Reading an opportunity on behalf of a user: outside the user's scope it does not exist (404).
import { OPORTUNIDADE_NOT_FOUND } from '../../../common/resources/oportunidades';
import { oportunidadeScope } from '../../platform/auth/scope';
import { getOr404, lockOr404 } from '../../resource/crud';
import type { Executor } from '../../platform/db/client';
import { oportunidades, type Oportunidade, type User } from '../../platform/db/schema';

export const findOportunidade = (db: Executor, user: User, id: number): Promise<Oportunidade> =>
  getOr404(db, oportunidades, id, OPORTUNIDADE_NOT_FOUND, oportunidadeScope(user));

/** The row locked for the rest of the transaction, so two concurrent edits apply one after the other. */
export const lockOportunidade = (tx: Executor, user: User, id: number): Promise<Oportunidade> =>
  lockOr404(tx, oportunidades, id, OPORTUNIDADE_NOT_FOUND, oportunidadeScope(user));
