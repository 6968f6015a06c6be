// A second portal server for specs that need settings the suite's server (globalSetup.ts) does not have,
// such as BACKEND_CORS_ORIGINS or no Odoo. Started like that one, with its own data directory and build
// copy and a fresh first administrator; stopped (and its directory removed) by `stop()`.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './env';
import { freePort, snapshotPortalBuild, startPortalServer, type RunningServer } from './portalServer';

/** Settings of the suite's server that a spec's own server must not inherit from the worker's environment. */
const SIDECAR_SETTINGS = ['ODOO_URL', 'ODOO_DB', 'ODOO_USERNAME', 'ODOO_API_KEY'];

/**
 * Starts a portal at http://127.0.0.1:<port> whose first administrator is ADMIN_EMAIL / ADMIN_PASSWORD,
 * with no Odoo and no SMTP unless `env` names them.
 */
export async function startExtraPortal(
  env: Record<string, string> = {},
  { timeoutMs }: { timeoutMs?: number } = {},
): Promise<RunningServer> {
  const workDir = await mkdtemp(join(tmpdir(), 'portal-e2e-extra-'));
  try {
    await snapshotPortalBuild(join(workDir, 'dist'));
    const port = await freePort();
    const server = await startPortalServer({
      cwd: workDir,
      port,
      timeoutMs,
      logFile: join(workDir, 'server.log'),
      env: {
        ...Object.fromEntries(SIDECAR_SETTINGS.map((name) => [name, ''])),
        DATA_DIR: join(workDir, 'data'),
        DATABASE_URL: '',
        SECRET_KEY: '',
        FRONTEND_HOST: `http://127.0.0.1:${port}`,
        FIRST_SUPERUSER: ADMIN_EMAIL,
        FIRST_SUPERUSER_PASSWORD: ADMIN_PASSWORD,
        SMTP_HOST: '',
        BACKEND_CORS_ORIGINS: '',
        RATE_LIMIT_MAX: '100000',
        LOG_LEVEL: 'warn',
        ...env,
      },
    });
    return { ...server, stop: () => server.stop().finally(() => rm(workDir, { recursive: true, force: true })) };
  } catch (error) {
    await rm(workDir, { recursive: true, force: true });
    throw error;
  }
}
