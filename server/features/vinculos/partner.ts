// The user at the partner's end of a link: read by the link's create and by the list of its persons.
import type { Executor } from '../../platform/db/client';
import { users, type User } from '../../platform/db/schema';
import { getOr404 } from '../../resource/crud';

export const USER_NOT_FOUND = 'Usuário não encontrado';

export const findUserOr404 = (db: Executor, userId: number): Promise<User> => getOr404(db, users, userId, USER_NOT_FOUND);
