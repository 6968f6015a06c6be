// Starts the portal: settings, database, migrations, first administrator, then listen.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { buildApp } from './app';
import { bootstrapSuperuser } from './bootstrap';
import { ConfigError, parseEnv, type Config } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';

async function loadSecret(dataDir: string, given?: string): Promise<string> {
  if (given) return given;
  const file = join(dataDir, 'secret_key');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    await writeFile(file, secret, { mode: 0o600 });
    return secret;
  }
}

async function main() {
  const env = parseEnv();
  await mkdir(env.DATA_DIR, { recursive: true });
  const config: Config = { ...env, SECRET_KEY: await loadSecret(env.DATA_DIR, env.SECRET_KEY) };
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: join(config.DATA_DIR, 'pglite') },
  );
  const applied = await migrate(database);
  if (applied.length) console.info(`Migrações aplicadas: ${applied.join(', ')}`);
  await bootstrapSuperuser(database.db, config);
  const app = await buildApp({ config, database, staticDir: 'dist' });
  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.PORT, host: config.HOST });
  console.info(`Portal de Parceiros em http://localhost:${config.PORT} (API em /api/v1, documentação em /api/docs)`);
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
