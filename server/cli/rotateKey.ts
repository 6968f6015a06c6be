// npm run rotate-key: rewrites every bank account number and PIX key under the current DATA_ENCRYPTION_KEY.
// To rotate: set DATA_ENCRYPTION_KEY to the new key and DATA_ENCRYPTION_OLD_KEYS to the old one (if it
// was generated, it is the content of DATA_DIR/data_encryption_key), run this (with PGlite, while the
// server is stopped: its directory has one user), then remove DATA_ENCRYPTION_OLD_KEYS.
import { loadConfig, openConfiguredDatabase } from '../bootstrap';
import { migrate } from '../platform/db/migrate';
import { keysOf } from '../platform/protected/bankData';
import { rotateProtectedValues } from '../platform/protected/rotate';

async function main() {
  const config = await loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await migrate(database);
    const keys = keysOf(config);
    const rewritten = await rotateProtectedValues(database.db, keys);
    console.info(`Chave ${keys.current.id}: ${rewritten} conta(s) bancária(s) cifrada(s) novamente.`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
