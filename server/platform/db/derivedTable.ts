// The tables the migrations' triggers keep in step with a source table (search terms, counters): the code
// only reads them, and every column is NOT NULL, so they are declared by their column kinds alone and
// each column takes its key as its SQL name.
import type { NotNull } from 'drizzle-orm';
import { bigint, pgTable, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';

type ColumnKinds = Record<string, () => PgColumnBuilderBase>;
type Required<C extends ColumnKinds> = { [K in keyof C]: NotNull<ReturnType<C[K]>> };

/** A bigint (a count, an id bound) read as a number: these stay far below 2^53. */
export const bigNumber = () => bigint({ mode: 'number' });

export const derivedTable = <Name extends string, C extends ColumnKinds>(name: Name, columns: C) =>
  pgTable(
    name,
    Object.fromEntries(
      Object.entries(columns).map(([key, kind]) => [key, (kind() as unknown as { notNull(): unknown }).notNull()]),
    ) as Required<C>,
  );
