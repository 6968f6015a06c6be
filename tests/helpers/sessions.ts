// What the session tests share: the session an access token names, and a user's own password change.
import { DEFAULT_PASSWORD, type TestApp } from './app';

export const NEW_PASSWORD = 'senha-nova-456';

/** The `sid` claim: the login session the token names. */
export const sessionIdOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid as number;

/** PATCH /users/me/password from DEFAULT_PASSWORD to NEW_PASSWORD, as the holder of token. */
export const changeOwnPassword = (server: TestApp, token: string) =>
  server.call({
    method: 'PATCH',
    url: '/api/v1/users/me/password',
    headers: { authorization: `Bearer ${token}` },
    payload: { current_password: DEFAULT_PASSWORD, new_password: NEW_PASSWORD },
  });
