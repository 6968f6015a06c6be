// A list of a view of another table than the one a resource writes, as its server part declares it
// (ServerParts.views, ./parts.ts); ./viewList.ts serves it. Apart from viewList.ts so that the parts'
// type names it without importing the route's code.
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../common/resources';
import type { Executor } from '../platform/db/client';
import type { Selection } from './crud';

export type ListView = {
  /** Where GET answers it, under the resource's path (with `:<parent.param>` in it for a parent's rows). */
  path: string;
  /** The route's summary in the API docs. */
  summary: string;
  table: PgTable & { id: PgColumn };
  /** The declaration of the rows listed, when another resource's (their fields, filters, row schema); the route's own by default. */
  rows?: ResourceDeclaration;
  /** The table's rows the view holds (given the parent's id when it has one); all of them unless given. */
  where?: SQL | ((parentId: number) => SQL);
  /** Values each row adds beside its columns, by the row schema's names (a count). */
  added?: Selection;
  /** The order when none is asked for, when not the listed declaration's `defaultOrder`. */
  order?: ResourceDeclaration['defaultOrder'];
  /**
   * The row the path names, whose rows these are: read first (its 404 answers the route), and answered
   * beside the page under `key` (the user whose linked persons they are, which heads the portal's page).
   */
  parent?: { param: string; key: string; schema: z.ZodType; read: (db: Executor, id: number) => Promise<Record<string, unknown>> };
};
