// Builds the real Fastify app on a fresh database, plus the few helpers nearly every API test needs.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../server/app';
import { hashPassword } from '../../server/platform/auth/password';
import { testConfig, type Config } from '../../server/platform/config';
import type { DatabaseHandle } from '../../server/platform/db/client';
import { users, type User } from '../../server/platform/db/schema';
import type { Mailer, MailMessage } from '../../server/platform/mail/mailer';
import { openSession } from '../../server/platform/sessions/store';
import { freshDatabase } from './database';

export const DEFAULT_PASSWORD = 'senha-segura-123';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Messages sent through the app's mailer when no real one was given. */
  sentMail: MailMessage[];
  createUser(values?: Partial<typeof users.$inferInsert> & { password?: string }): Promise<User>;
  tokenFor(user: Pick<User, 'id'>): Promise<string>;
  /** Bearer headers for a user. */
  as(user: Pick<User, 'id'>): Promise<{ authorization: string }>;
  /** app.inject with a JSON answer parsed; tests read the body field by field, so it stays untyped. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  call(options: InjectOptions): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  /** POST /login/access-token as the portal's login form sends it (form-urlencoded). */
  login(username: string, password: string): ReturnType<TestApp['call']>;
  close(): Promise<void>;
};

let sequence = 0;
const TEST_ORIGIN = { user_agent: 'teste', client_address: '127.0.0.1' };

export async function createTestApp(
  options: {
    config?: Partial<Config>;
    mailer?: Mailer;
    database?: DatabaseHandle;
    /** Use the app's own mailer (SMTP from config.SMTP_*) instead of capturing into sentMail. */
    realMailer?: boolean;
    /** A built portal to serve at / (server/platform/http/portalFiles.ts). */
    staticDir?: string;
    /** Receives the app's log lines (set config.LOG_LEVEL too: tests log nothing by default). */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await freshDatabase());
  const sentMail: MailMessage[] = [];
  const capture = { send: async (message: MailMessage) => void sentMail.push(message) };
  const mailer = options.realMailer ? undefined : (options.mailer ?? capture);
  const app = await buildApp({
    config: testConfig(options.config),
    database,
    mailer,
    staticDir: options.staticDir,
    logStream: options.logStream,
  });
  await app.ready();

  const passwordHash = hashPassword(DEFAULT_PASSWORD);
  const testApp: TestApp = {
    app,
    database,
    sentMail,
    async createUser({ password, ...values } = {}) {
      sequence += 1;
      const [user] = await database.db
        .insert(users)
        .values({
          email: `usuario${sequence}@example.com`,
          full_name: `Usuário ${sequence}`,
          role: 5,
          ...values,
          hashed_password: password ? await hashPassword(password) : await passwordHash,
        })
        .returning();
      return user;
    },
    async tokenFor(user) {
      // A new session under the user's current version, whatever copy of the row the test holds (for a
      // user that is gone, a token naming no session).
      const [row] = await database.db
        .select({ token_version: users.token_version })
        .from(users)
        .where(eq(users.id, user.id));
      const sessionId = row ? await openSession(database.db, user, TEST_ORIGIN) : 0;
      return app.tokens.createAccessToken({ userId: user.id, version: row?.token_version ?? 0, sessionId });
    },
    async as(user) {
      return { authorization: `Bearer ${await testApp.tokenFor(user)}` };
    },
    async call(injectOptions) {
      const response = await app.inject(injectOptions);
      let body: unknown = response.body;
      try {
        body = response.json();
      } catch {
        // not JSON: keep the text
      }
      return { status: response.statusCode, body, headers: response.headers };
    },
    login(username, password) {
      return testApp.call({
        method: 'POST',
        url: '/api/v1/login/access-token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username, password }).toString(),
      });
    },
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
  return testApp;
}
