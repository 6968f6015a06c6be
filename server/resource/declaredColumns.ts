// The table columns of the fields a declaration (common/resources/) marks with a flag: the columns a list
// sorts by, or the ones its text search looks in.
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FieldDeclaration } from '../../common/resources';

type Flag = 'sortable' | 'searchable';

export function declaredColumns(
  fields: Partial<Record<string, FieldDeclaration>>,
  table: object,
  flag: Flag,
): Record<string, PgColumn> {
  const columns = table as Record<string, PgColumn>;
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, field]) => field?.[flag])
      .map(([name]) => [name, columns[name]]),
  );
}
