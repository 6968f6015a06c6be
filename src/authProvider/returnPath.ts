// The page a visitor asked for before logging in (a deep link such as /pessoas?role=2&page=2), kept for
// this tab through /aviso and /login and opened once the login succeeds.
import { isPublicPath } from '../features/public/paths';

const KEY = 'return_to';
const HOME = '/';

/**
 * The path, query and hash of `candidate` when it is a page of this portal that needs a session;
 * otherwise null: another site ('//evil.example', 'https://...'), a public page, anything not a path.
 */
export function safeReturnPath(candidate: string | null | undefined, origin: string): string | null {
  if (!candidate?.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(candidate, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || isPublicPath(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Called when a visit without a valid session is sent away: remembers where it was going. */
export function rememberReturnPath() {
  const { pathname, search, hash, origin } = location;
  const path = safeReturnPath(`${pathname}${search}${hash}`, origin);
  if (path && path !== HOME) sessionStorage.setItem(KEY, path);
}

/** Where the login will lead, without forgetting it. */
export const peekReturnPath = (): string => safeReturnPath(sessionStorage.getItem(KEY), location.origin) ?? HOME;

/** Where the login leads: the remembered page (once), or home. */
export function takeReturnPath(): string {
  const path = peekReturnPath();
  sessionStorage.removeItem(KEY);
  return path;
}
