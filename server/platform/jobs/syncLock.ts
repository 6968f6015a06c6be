// One sync of a record at a time, across every server on the database: a second "Sincronizar" while the
// first is still talking to the remote system is told so at once (409) instead of waiting in line, and
// cannot create the same record twice there.
import type { DatabaseHandle } from '../db/client';
import { conflict } from '../errors';

export const SYNC_IN_PROGRESS = 'Sincronização já em andamento';

export const oneSyncAtATime = <T>(database: DatabaseHandle, key: string, work: () => Promise<T>): Promise<T> =>
  database.withTryLock(`sync:${key}`, work, () => conflict(SYNC_IN_PROGRESS));
