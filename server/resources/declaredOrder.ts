// The ORDER BY of a declaration's default list order (`defaultOrder`): its field, then the id, both in the
// declared direction, so pages of equal values neither overlap nor skip rows.
import { asc, desc } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { GeneratedDeclaration } from '../../common/resources';

export function declaredOrder(declaration: Pick<GeneratedDeclaration, 'defaultOrder'>, table: { id: PgColumn }) {
  const { field, direction } = declaration.defaultOrder;
  const by = direction === 'desc' ? desc : asc;
  return [by((table as unknown as Record<string, PgColumn>)[field]), by(table.id)];
}
