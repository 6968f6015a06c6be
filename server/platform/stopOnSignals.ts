// Ctrl-C or a service manager's SIGTERM: finish the open requests, close the database, then exit.
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/client';

export function stopOnSignals(app: FastifyInstance, database: DatabaseHandle): void {
  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
