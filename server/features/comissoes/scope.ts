// Whose commissions a caller reaches: staff every partner's, an external user its own person's only.
import { rowScope } from '../../../common/policy';
import type { User } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';

export const PARCEIRO_NOT_FOUND = 'Parceiro não encontrado';

/**
 * The partner a statement or 'Meu desempenho' is of: an external user's own person (another one, or
 * none, answers 404 like a missing one); for staff the one asked for, or every partner (undefined).
 */
export function partnerFor(user: User, asked: number | undefined): number | undefined {
  if (rowScope(user) === 'all') return asked;
  if (!user.person_id || (asked !== undefined && asked !== user.person_id)) throw notFound(PARCEIRO_NOT_FOUND);
  return user.person_id;
}

