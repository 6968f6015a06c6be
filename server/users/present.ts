// What the API answers for a user: every column except the password hash and the session version.
import type { User } from '../db/schema';

export type UserPublic = Omit<User, 'hashed_password' | 'token_version'>;

export function presentUser(user: User): UserPublic {
  const { hashed_password: _hash, token_version: _version, ...visible } = user;
  return visible;
}

/** The template's plain acknowledgement body. */
export const messageBody = (text: string) => ({ message: text });
