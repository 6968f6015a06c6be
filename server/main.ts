// Starts the portal: settings, database, migrations, first administrator, then listen.
import { buildApp } from './app';
import { bootstrapSuperuser, loadConfig, openConfiguredDatabase } from './bootstrap';
import { ConfigError } from './platform/config';
import { DataDirInUseError } from './platform/db/dataDirLock';
import { migrate } from './platform/db/migrate';
import { keysOf } from './platform/protected/bankData';
import { rotateProtectedValues } from './platform/protected/rotate';
import { stopOnSignals } from './platform/stopOnSignals';
import { clearStagedUploads } from './platform/storage/stagedAtStart';

async function main() {
  const config = await loadConfig();
  const database = await openConfiguredDatabase(config);
  const applied = await migrate(database);
  if (applied.length) console.info(`Migrações aplicadas: ${applied.join(', ')}`);
  await bootstrapSuperuser(database.db, config);
  // Values stored in clear before encryption, or under a key now in DATA_ENCRYPTION_OLD_KEYS.
  const rewritten = await rotateProtectedValues(database.db, keysOf(config));
  if (rewritten) console.info(`Dados bancários cifrados com a chave atual: ${rewritten} conta(s)`);
  const abandoned = await clearStagedUploads(config);
  if (abandoned) console.info(`Envios interrompidos removidos: ${abandoned} arquivo(s) temporário(s)`);
  const app = await buildApp({ config, database, staticDir: 'dist' });
  stopOnSignals(app, database);
  await app.listen({ port: config.PORT, host: config.HOST });
  console.info(`Portal de Parceiros em http://localhost:${config.PORT} (API em /api/v1, documentação em /api/docs)`);
}

main().catch((error) => {
  const oneLine = error instanceof ConfigError || error instanceof DataDirInUseError;
  console.error(oneLine ? error.message : error);
  process.exit(1);
});
