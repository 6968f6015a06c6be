// Deleting an opportunity takes its tags links, history and attachments with it (ON DELETE CASCADE);
// the attachment files are removed once the deletion has committed.
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db/client';
import { anexos, oportunidades, type User } from '../../platform/db/schema';
import type { Storage } from '../../platform/storage/storage';
import { lockOportunidade } from './access';

export async function deleteOportunidade(db: Database, storage: Storage, user: User, oportunidadeId: number) {
  const { row, keys } = await db.transaction(async (tx) => {
    const current = await lockOportunidade(tx, user, oportunidadeId);
    return { row: current, keys: await removeLockedOportunidade(tx, oportunidadeId) };
  });
  await removeFiles(storage, keys);
  return row;
}

/** Deletes a locked opportunity; answers the storage keys of its attachments, to remove after commit. */
export async function removeLockedOportunidade(tx: Executor, oportunidadeId: number): Promise<string[]> {
  const files = await tx
    .select({ key: anexos.storage_key })
    .from(anexos)
    .where(eq(anexos.oportunidade_id, oportunidadeId));
  await tx.delete(oportunidades).where(eq(oportunidades.id, oportunidadeId));
  return files.map((f) => f.key);
}

export const removeFiles = (storage: Storage, keys: string[]) => Promise.all(keys.map((key) => storage.remove(key)));
