// Deleting an opportunity takes its tags links, history and attachments with it (ON DELETE CASCADE);
// the attachment files are removed once the deletion has committed.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { anexos, oportunidades, type User } from '../db/schema';
import type { Storage } from '../storage/storage';
import { lockOportunidade } from './access';

export async function deleteOportunidade(db: Database, storage: Storage, user: User, oportunidadeId: number) {
  const { row, keys } = await db.transaction(async (tx) => {
    const current = await lockOportunidade(tx, user, oportunidadeId);
    const files = await tx
      .select({ key: anexos.storage_key })
      .from(anexos)
      .where(eq(anexos.oportunidade_id, oportunidadeId));
    await tx.delete(oportunidades).where(eq(oportunidades.id, oportunidadeId));
    return { row: current, keys: files.map((f) => f.key) };
  });
  await Promise.all(keys.map((key) => storage.remove(key)));
  return row;
}
