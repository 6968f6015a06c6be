// The ORDER BY of a declaration's default list order (`defaultOrder`): its field and `then` fields, then the
// id, all in the declared direction, so pages of equal values neither overlap nor skip rows.
import { asc, desc } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { requiredOrder, type ResourceDeclaration } from '../../common/resources';

export function declaredOrder(declaration: Pick<ResourceDeclaration, 'name' | 'defaultOrder'>, table: { id: PgColumn }) {
  const { field, direction, then = [] } = requiredOrder(declaration);
  const by = direction === 'desc' ? desc : asc;
  const columns = table as unknown as Record<string, PgColumn>;
  return [...[field, ...then].map((name) => by(columns[name])), by(table.id)];
}
