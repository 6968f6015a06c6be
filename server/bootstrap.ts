// What a start needs before the app: the settings with their SECRET_KEY (given, or generated once and
// kept in DATA_DIR), and the first administrator: from FIRST_SUPERUSER/FIRST_SUPERUSER_PASSWORD, or
// created once with a random password that is printed a single time.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { UserRole } from '../common/enums';
import { hashPassword } from './platform/auth/password';
import { parseEnv, type Config, type EnvInput } from './platform/config';
import { openDatabase, type Database } from './platform/db/client';
import { users } from './platform/db/schema';

/** The file in DATA_DIR that keeps the generated SECRET_KEY across starts. */
export const SECRET_KEY_FILE = 'secret_key';

/** The file in DATA_DIR that keeps the generated DATA_ENCRYPTION_KEY (server/platform/protected/) across starts. */
export const DATA_ENCRYPTION_KEY_FILE = 'data_encryption_key';

/** SECRET_KEY (or another secret kept the same way) as given, or the one kept in DATA_DIR, or a new one written there for the next starts. */
export async function loadSecretKey(dataDir: string, given?: string, fileName = SECRET_KEY_FILE): Promise<string> {
  if (given) return given;
  const file = join(dataDir, fileName);
  try {
    const kept = (await readFile(file, 'utf8')).trim();
    if (kept) return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

/** The settings of a start: the environment validated (ConfigError on a bad value), DATA_DIR made. */
export async function loadConfig(env: EnvInput = process.env): Promise<Config> {
  const parsed = parseEnv(env);
  await mkdir(parsed.DATA_DIR, { recursive: true });
  return {
    ...parsed,
    SECRET_KEY: await loadSecretKey(parsed.DATA_DIR, parsed.SECRET_KEY),
    DATA_ENCRYPTION_KEY: await loadSecretKey(parsed.DATA_DIR, parsed.DATA_ENCRYPTION_KEY, DATA_ENCRYPTION_KEY_FILE),
  };
}

/** The database the settings name: PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR/pglite. */
export const openConfiguredDatabase = (config: Config) =>
  openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: join(config.DATA_DIR, 'pglite') });

export async function bootstrapSuperuser(
  db: Database,
  config: Config,
  log: (line: string) => void = (line) => console.info(line),
): Promise<void> {
  const email = (config.FIRST_SUPERUSER ?? 'admin@localhost').toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
  if (existing) return;
  if (!config.FIRST_SUPERUSER && (await db.$count(users)) > 0) return;
  const password = config.FIRST_SUPERUSER_PASSWORD ?? randomBytes(12).toString('base64url');
  await db.insert(users).values({
    email,
    full_name: 'Administrador',
    hashed_password: await hashPassword(password),
    is_superuser: true,
    is_active: true,
    role: UserRole.Admin,
  });
  if (!config.FIRST_SUPERUSER_PASSWORD) {
    log(`Administrador criado: ${email} / senha: ${password} (anote-a; ela não será mostrada de novo)`);
  } else {
    log(`Administrador criado: ${email}`);
  }
}
