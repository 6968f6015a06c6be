// What the API answers for a user: every column except the password hash.
import type { User } from '../db/schema';

export type UserPublic = Omit<User, 'hashed_password'>;

export function presentUser(user: User): UserPublic {
  const { hashed_password: _hash, ...visible } = user;
  return visible;
}

/** The template's plain acknowledgement body. */
export const messageBody = (text: string) => ({ message: text });
