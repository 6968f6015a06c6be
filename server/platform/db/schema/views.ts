import { jsonb, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ViewParams } from '../../../../common/views';
import { createdAt, idTable, ownerId } from './columns';
import { users } from './users';

/** A user's saved list views (migration 0011_saved_views.sql). */
export const savedViews = idTable(
  'saved_views',
  {
    user_id: ownerId('user_id', () => users.id),
    resource: text('resource').notNull(),
    name: text('name').notNull(),
    params: jsonb('params').$type<ViewParams>().notNull(),
    created_at: createdAt(),
  },
  // Also the index of "one user's views of one list" (its leading columns).
  (t) => [uniqueIndex('saved_views_user_resource_name_key').on(t.user_id, t.resource, t.name)],
);

export type SavedView = typeof savedViews.$inferSelect;
