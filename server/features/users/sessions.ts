// Ending a user's sessions: spread into the update that changes the password (or deactivates the
// account), so the same statement revokes every access token issued before it (server/platform/auth/tokens.ts); the
// caller ends the session rows in the same transaction (server/platform/sessions/store.ts, endOpenSessions).
import { sql } from 'drizzle-orm';
import { users } from '../../platform/db/schema';

export const endSessions = () => ({ token_version: sql`${users.token_version} + 1` });
