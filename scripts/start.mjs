// `npm start`: build the portal if dist/ is missing or stale, then run the server (which migrates the
// database, bootstraps the first administrator and serves the portal and /api/v1 on PORT, default 8000).
import { buildPortalIfStale, ROOT } from './portal-build.mjs';
import { runTogether } from './processes.mjs';

try {
  buildPortalIfStale();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const code = await runTogether([
  { name: 'server', command: process.execPath, args: ['--import', 'tsx', 'server/main.ts'], cwd: ROOT },
]);
process.exit(code);
