// Tags: a shared catalogue (name unique regardless of case, one of TAG_COLORS) attached to
// opportunities. Attaching and detaching a tag are recorded in the opportunity's history (deleting one,
// in each opportunity's that carried it: server/features/tags/routes.ts).
import { and, asc, eq } from 'drizzle-orm';
import { TAG_NOT_FOUND } from '../../../common/resources/tags';
import { getOr404 } from '../../resource/crud';
import type { Database, Executor } from '../../platform/db/client';
import { oportunidadeTags, tags, type Tag, type User } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';
import { lockOportunidade } from './access';
import { recordHistory } from './history';

export const NOT_TAGGED = 'Esta oportunidade não tem esta tag';

export const findTag = (db: Executor, tagId: number) => getOr404(db, tags, tagId, TAG_NOT_FOUND);

export async function tagsOf(db: Executor, oportunidadeId: number) {
  const data = await db
    .select({ id: tags.id, name: tags.name, color: tags.color, created_at: tags.created_at })
    .from(oportunidadeTags)
    .innerJoin(tags, eq(tags.id, oportunidadeTags.tag_id))
    .where(eq(oportunidadeTags.oportunidade_id, oportunidadeId))
    .orderBy(asc(tags.name));
  return { data, count: data.length };
}

/** Attaches a tag; attaching one that is already there changes nothing. */
export async function attachTag(db: Database, user: User, oportunidadeId: number, tagId: number) {
  return db.transaction(async (tx) => {
    await lockOportunidade(tx, user, oportunidadeId);
    await addTag(tx, user, oportunidadeId, await findTag(tx, tagId));
    return tagsOf(tx, oportunidadeId);
  });
}

/** Links the tag to a locked opportunity and records it; false when it was already there. */
export async function addTag(tx: Executor, user: User, oportunidadeId: number, tag: Tag): Promise<boolean> {
  const added = await tx
    .insert(oportunidadeTags)
    .values({ oportunidade_id: oportunidadeId, tag_id: tag.id })
    .onConflictDoNothing()
    .returning();
  if (added.length) {
    await recordHistory(tx, oportunidadeId, user.id, [{ field: 'tag', old_value: null, new_value: tag.name }]);
  }
  return added.length > 0;
}

export async function detachTag(db: Database, user: User, oportunidadeId: number, tagId: number) {
  return db.transaction(async (tx) => {
    await lockOportunidade(tx, user, oportunidadeId);
    const removed = await removeTag(tx, user, oportunidadeId, await findTag(tx, tagId));
    if (!removed) throw notFound(NOT_TAGGED);
    return tagsOf(tx, oportunidadeId);
  });
}

/** Unlinks the tag from a locked opportunity and records it; false when it was not there. */
export async function removeTag(tx: Executor, user: User, oportunidadeId: number, tag: Tag): Promise<boolean> {
  const removed = await tx
    .delete(oportunidadeTags)
    .where(and(eq(oportunidadeTags.oportunidade_id, oportunidadeId), eq(oportunidadeTags.tag_id, tag.id)))
    .returning();
  if (removed.length) {
    await recordHistory(tx, oportunidadeId, user.id, [{ field: 'tag', old_value: tag.name, new_value: null }]);
  }
  return removed.length > 0;
}
