// Starts what the e2e specs run against: a fresh data directory, a real SMTP server that captures
// mail, the sidecar servers of sidecars.ts, and the portal server itself, serving a copy of the built
// dist/ taken for this run.
// Returns the teardown (Playwright runs it after the last worker), which stops all of it.
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_EMAIL, ADMIN_PASSWORD, ENV } from './env';
import { freePort, ROOT, snapshotPortalBuild, startPortalServer } from './portalServer';
import { sidecars } from './sidecars';
import { startSmtpCapture } from './smtpCapture';

type Stoppable = { name: string; stop(): Promise<void> };

async function stopAll(started: Stoppable[]) {
  for (const { name, stop } of started.reverse()) {
    await stop().catch((error) => console.warn(`[e2e] stopping ${name}: ${error}`));
  }
}

export default async function globalSetup() {
  const workDir = await mkdtemp(join(tmpdir(), 'portal-e2e-'));
  const dataDir = join(workDir, 'data');
  const mailDir = join(workDir, 'mail');
  const logFile = join(workDir, 'server.log');
  const started: Stoppable[] = [{ name: 'work directory', stop: () => rm(workDir, { recursive: true, force: true }) }];

  try {
    await snapshotPortalBuild(join(workDir, 'dist'));
    const smtp = await startSmtpCapture(mailDir);
    started.push({ name: 'SMTP capture', stop: smtp.close });

    const sidecarEnv: Record<string, string> = {};
    for (const sidecar of sidecars) {
      const { url, close } = await sidecar.start();
      started.push({ name: sidecar.name, stop: close });
      Object.assign(sidecarEnv, sidecar.serverEnv, { [sidecar.env]: url });
    }

    const port = await freePort();
    const server = await startPortalServer({
      cwd: workDir,
      port,
      logFile,
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SECRET_KEY: '',
        FRONTEND_HOST: `http://127.0.0.1:${port}`,
        FIRST_SUPERUSER: ADMIN_EMAIL,
        FIRST_SUPERUSER_PASSWORD: ADMIN_PASSWORD,
        SMTP_HOST: smtp.host,
        SMTP_PORT: String(smtp.port),
        SMTP_TLS: 'false',
        SMTP_USER: '',
        SMTP_PASSWORD: '',
        BACKEND_CORS_ORIGINS: '',
        RATE_LIMIT_MAX: '100000',
        LOG_LEVEL: 'warn',
        ...sidecarEnv,
      },
    });
    // Kept after the run (test-results/ is git-ignored) so a failure can be read next to its trace.
    const keepLog = async () => {
      await mkdir(join(ROOT, 'test-results'), { recursive: true });
      await copyFile(logFile, join(ROOT, 'test-results', 'portal-server.log'));
    };
    started.push({ name: 'portal server', stop: () => server.stop().then(keepLog) });

    Object.assign(process.env, sidecarEnv, {
      [ENV.baseURL]: server.url,
      [ENV.mailDir]: mailDir,
      [ENV.dataDir]: dataDir,
    });
  } catch (error) {
    await stopAll(started);
    throw error;
  }

  return () => stopAll(started);
}
