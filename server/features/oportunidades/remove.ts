// Deleting an opportunity takes its tags links, history and attachments with it (ON DELETE CASCADE);
// the attachment files are removed once the deletion has committed (DELETE /{id}: ./parts.ts; POST /bulk).
import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { anexos, oportunidades } from '../../platform/db/schema';
import type { Storage } from '../../platform/storage/storage';

/** The storage keys of an opportunity's attachments, read before its deletion takes their rows. */
export async function attachmentKeys(tx: Executor, oportunidadeId: number): Promise<string[]> {
  const files = await tx.select({ key: anexos.storage_key }).from(anexos).where(eq(anexos.oportunidade_id, oportunidadeId));
  return files.map((f) => f.key);
}

/** Deletes a locked opportunity; answers the storage keys of its attachments, to remove after commit. */
export async function removeLockedOportunidade(tx: Executor, oportunidadeId: number): Promise<string[]> {
  const keys = await attachmentKeys(tx, oportunidadeId);
  await tx.delete(oportunidades).where(eq(oportunidades.id, oportunidadeId));
  return keys;
}

export const removeFiles = (storage: Storage, keys: string[]) => Promise.all(keys.map((key) => storage.remove(key)));
