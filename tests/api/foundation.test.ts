// The start of the portal (server/main.ts): settings validated with a clear message per bad value,
// SECRET_KEY generated once and kept in DATA_DIR, migrations that a second run leaves alone, and the first
// administrator created once (admin@localhost with a random password printed a single time).
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/platform/auth/password';
import { bootstrapSuperuser, loadConfig, loadSecretKey, SECRET_KEY_FILE } from '../../server/bootstrap';
import { ConfigError, parseEnv, testConfig } from '../../server/platform/config';
import type { DatabaseHandle } from '../../server/platform/db/client';
import { migrate, resultRows } from '../../server/platform/db/migrate';
import { users } from '../../server/platform/db/schema';
import { createTestApp } from '../helpers/app';
import { freshDatabase } from '../helpers/database';

let tempDirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'portal-foundation-'));
  tempDirs.push(dir);
  return dir;
};
afterAll(async () => {
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  tempDirs = [];
});

/** The ConfigError parseEnv throws for this environment (fails if it does not throw one). */
function configError(env: Record<string, string>): ConfigError {
  try {
    parseEnv(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`parseEnv accepted ${JSON.stringify(env)}`);
}

describe('settings from the environment', () => {
  it('has defaults that work on a laptop', () => {
    const config = parseEnv({});
    expect(config).toMatchObject({
      PORT: 8000,
      DATA_DIR: './data',
      FRONTEND_HOST: 'http://localhost:8000',
      SMTP_TLS: true,
      TRUST_PROXY: false,
      BACKEND_CORS_ORIGINS: [],
    });
    // Absent: PGlite in DATA_DIR, a generated secret, the admin@localhost bootstrap, the outbox mailer.
    for (const name of ['DATABASE_URL', 'SECRET_KEY', 'FIRST_SUPERUSER', 'SMTP_HOST'] as const) {
      expect(config[name], name).toBeUndefined();
    }
  });

  it('stops on a bad value with one clear line per problem', () => {
    const error = configError({
      PORT: 'oito-mil',
      DATABASE_URL: 'nao-e-url',
      SECRET_KEY: 'curta',
      FIRST_SUPERUSER: 'nao-e-email',
      SMTP_TLS: 'talvez',
      TRUST_PROXY: 'qualquer-um',
    });
    const lines = error.message.split('\n');
    expect(lines[0]).toBe('Invalid configuration:');
    const problems = lines.slice(1);
    expect(problems.map((line) => line.trim().split(':')[0]).sort()).toEqual(
      ['DATABASE_URL', 'FIRST_SUPERUSER', 'PORT', 'SECRET_KEY', 'SMTP_TLS', 'TRUST_PROXY'].sort(),
    );
    expect(problems.find((line) => line.includes('SECRET_KEY'))).toContain('SECRET_KEY must have at least 32 characters');
    expect(problems.find((line) => line.includes('TRUST_PROXY'))).toContain('"qualquer-um"');
  });

  it.each([
    ['PORT', '70000'],
    ['ACCESS_TOKEN_EXPIRE_MINUTES', '0'],
    ['FRONTEND_HOST', 'localhost'],
    ['EMAILS_FROM_EMAIL', 'portal'],
    ['LOG_LEVEL', 'verbose'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.1, proxy.example.com'],
    ['STORAGE_URL', 'https://anexos.example.com/portal'],
    ['STORAGE_URL', 's3://'],
    ['STORAGE_URL', 's3://Anexos_Portal'],
    ['S3_ENDPOINT', 'minio:9000'],
    ['S3_SECRET_ACCESS_KEY', 'sem-a-chave-de-acesso'],
  ])('refuses %s=%s, naming it', (name, value) => {
    expect(configError({ [name]: value }).message).toMatch(new RegExp(`^  ${name}: .+`, 'm'));
  });

  it('reads STORAGE_URL as a bucket and a prefix; attachments stay in DATA_DIR without it', () => {
    expect(parseEnv({}).STORAGE_URL).toBeUndefined();
    expect(parseEnv({ STORAGE_URL: 's3://anexos' }).STORAGE_URL).toEqual({ bucket: 'anexos', prefix: '' });
    expect(parseEnv({ STORAGE_URL: 's3://anexos.portal/producao/arquivos/' }).STORAGE_URL).toEqual({
      bucket: 'anexos.portal',
      prefix: 'producao/arquivos/',
    });
  });

  it('accepts admin@localhost as the first administrator and the sender', () => {
    expect(parseEnv({ FIRST_SUPERUSER: 'admin@localhost', EMAILS_FROM_EMAIL: 'portal@localhost' })).toMatchObject({
      FIRST_SUPERUSER: 'admin@localhost',
      EMAILS_FROM_EMAIL: 'portal@localhost',
    });
  });

  it.each([
    ['false', false],
    ['', false],
    ['true', true],
    ['TRUE', true],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 172.16.0.0/12,fd00::/8', ['10.0.0.0/8', '172.16.0.0/12', 'fd00::/8']],
    ['loopback, 192.168.1.0/255.255.255.0', ['loopback', '192.168.1.0/255.255.255.0']],
  ])('reads TRUST_PROXY=%j as Fastify trustProxy %j', (value, expected) => {
    expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it('reads a hop count as Fastify does a number: trust that many proxies from the socket', () => {
    const trust = parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY;
    expect(typeof trust).toBe('function');
    const hops = trust as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => hops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect((parseEnv({ TRUST_PROXY: '0' }).TRUST_PROXY as typeof hops)('10.0.0.1', 0)).toBe(false);
  });
});

describe('SECRET_KEY', () => {
  it('is generated once and kept in DATA_DIR when not given', async () => {
    const dataDir = join(await tempDir(), 'data');
    const first = await loadConfig({ DATA_DIR: dataDir });
    expect(first.SECRET_KEY.length).toBeGreaterThanOrEqual(32);
    const file = join(dataDir, SECRET_KEY_FILE);
    expect((await readFile(file, 'utf8')).trim()).toBe(first.SECRET_KEY);
    if (process.platform !== 'win32') expect((await stat(file)).mode & 0o777).toBe(0o600);

    const second = await loadConfig({ DATA_DIR: dataDir });
    expect(second.SECRET_KEY).toBe(first.SECRET_KEY);
    expect(await loadSecretKey(dataDir)).toBe(first.SECRET_KEY);
  });

  it('is taken as given, without writing a file', async () => {
    const dataDir = await tempDir();
    const given = 'uma-chave-secreta-dada-com-mais-de-32-caracteres';
    expect((await loadConfig({ DATA_DIR: dataDir, SECRET_KEY: given })).SECRET_KEY).toBe(given);
    await expect(stat(join(dataDir, SECRET_KEY_FILE))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('is different for another DATA_DIR', async () => {
    const one = await loadSecretKey(await tempDir());
    const other = await loadSecretKey(await tempDir());
    expect(one).not.toBe(other);
  });
});

describe('migrations', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database.close());

  const snapshot = async () => {
    const versions = resultRows<{ version: string; applied_at: unknown }>(
      await database.db.execute(sql`SELECT version, applied_at FROM schema_migrations ORDER BY version`),
    );
    const columns = resultRows<{ table_name: string; column_name: string; data_type: string }>(
      await database.db.execute(sql`
        SELECT table_name, column_name, data_type FROM information_schema.columns
        WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`),
    );
    const indexes = resultRows<{ indexname: string }>(
      await database.db.execute(sql`SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() ORDER BY indexname`),
    );
    return { versions, columns, indexes };
  };

  it('a second run applies nothing and changes nothing', async () => {
    const before = await snapshot();
    expect(before.versions.length).toBeGreaterThan(0);
    expect(before.columns.some((c) => c.table_name === 'users')).toBe(true);
    expect(await migrate(database)).toEqual([]);
    expect(await migrate(database)).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('the first administrator', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database.close());

  it('is admin@localhost with a random password printed once; a second start creates and prints nothing', async () => {
    const config = testConfig();
    expect(config.FIRST_SUPERUSER).toBeUndefined();
    expect(config.FIRST_SUPERUSER_PASSWORD).toBeUndefined();
    const printed: string[] = [];
    await bootstrapSuperuser(database.db, config, (line) => printed.push(line));

    const created = await database.db.select().from(users);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ email: 'admin@localhost', is_superuser: true, is_active: true, role: 1 });
    expect(printed).toHaveLength(1);
    const password = printed[0].match(/senha: (\S+)/)?.[1];
    expect(password, printed[0]).toBeDefined();
    expect(printed[0]).toContain('admin@localhost');
    expect(password!.length).toBeGreaterThanOrEqual(12);
    expect(await verifyPassword(password!, created[0].hashed_password)).toBe(true);

    await bootstrapSuperuser(database.db, config, (line) => printed.push(line));
    expect(await database.db.$count(users)).toBe(1);
    expect(printed).toHaveLength(1);

    // The printed credentials open the portal.
    const t = await createTestApp({ database });
    try {
      const login = await t.login('admin@localhost', password!);
      expect(login).toMatchObject({ status: 200, body: { token_type: 'bearer' } });
      const me = await t.call({
        method: 'GET',
        url: '/api/v1/users/me',
        headers: { authorization: `Bearer ${login.body.access_token}` },
      });
      expect(me).toMatchObject({ status: 200, body: { email: 'admin@localhost', is_superuser: true } });
    } finally {
      await t.app.close();
    }
  });

  it('is FIRST_SUPERUSER with FIRST_SUPERUSER_PASSWORD when given, without printing the password', async () => {
    const other = await freshDatabase();
    try {
      const config = testConfig({ FIRST_SUPERUSER: 'Chefe@Example.com', FIRST_SUPERUSER_PASSWORD: 'senha-do-chefe-1' });
      const printed: string[] = [];
      await bootstrapSuperuser(other.db, config, (line) => printed.push(line));
      await bootstrapSuperuser(other.db, config, (line) => printed.push(line));
      const created = await other.db.select().from(users);
      expect(created).toHaveLength(1);
      expect(created[0]).toMatchObject({ email: 'chefe@example.com', is_superuser: true, role: 1 });
      expect(await verifyPassword('senha-do-chefe-1', created[0].hashed_password)).toBe(true);
      expect(printed).toEqual(['Administrador criado: chefe@example.com']);
    } finally {
      await other.close();
    }
  });
});
