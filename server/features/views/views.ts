// A user's saved list views: each user reads, saves and deletes only their own; someone
// else's view answers like one that does not exist.
import { and, asc, eq } from 'drizzle-orm';
import type { ViewParams } from '../../../common/views';
import type { Executor } from '../../platform/db/client';
import { savedViews, type SavedView, type User } from '../../platform/db/schema';
import { conflict } from '../../platform/errors';
import { deleteOr404 } from '../../resource/crud';

export const VIEW_EXISTS = 'Já existe uma visualização com este nome nesta lista';
export const VIEW_NOT_FOUND = 'Visualização não encontrada';

export const listViews = (db: Executor, user: User, resource: string): Promise<SavedView[]> =>
  db
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.user_id, user.id), eq(savedViews.resource, resource)))
    .orderBy(asc(savedViews.name), asc(savedViews.id));

export async function saveView(
  db: Executor,
  user: User,
  view: { resource: string; name: string; params: ViewParams },
): Promise<SavedView> {
  // The unique index decides duplicates atomically, even for two saves at once.
  const [saved] = await db
    .insert(savedViews)
    .values({ ...view, user_id: user.id })
    .onConflictDoNothing()
    .returning();
  if (!saved) throw conflict(VIEW_EXISTS);
  return saved;
}

export const deleteView = (db: Executor, user: User, viewId: number): Promise<SavedView> =>
  deleteOr404(db, savedViews, viewId, VIEW_NOT_FOUND, eq(savedViews.user_id, user.id));
