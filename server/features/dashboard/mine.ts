// 'Minhas': the opportunities that are the user's own: those it sells (executivo de vendas), works on
// as the partner's team, created, or whose partner is the user's own person.
import { eq, or } from 'drizzle-orm';
import { oportunidades, type User } from '../../platform/db/schema';

export const mineCondition = (user: User) =>
  or(
    eq(oportunidades.executivo_vendas_id, user.id),
    eq(oportunidades.equipe_parceiro_id, user.id),
    eq(oportunidades.created_by_id, user.id),
    user.person_id ? eq(oportunidades.parceiro_id, user.person_id) : undefined,
  );
