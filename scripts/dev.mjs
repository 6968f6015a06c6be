// `npm run dev`: the API server on PORT (default 8000), restarted when its code changes, and
// the Vite dev server with hot reload on http://localhost:5173, proxying /api to the server.
// Ctrl-C stops both.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ROOT } from './portal-build.mjs';
import { runTogether } from './processes.mjs';

const require = createRequire(join(ROOT, 'package.json'));
const tsx = require.resolve('tsx/cli');
const vite = join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
const port = process.env.PORT ?? '8000';

const code = await runTogether([
  {
    name: 'server',
    command: process.execPath,
    args: [tsx, 'watch', '--clear-screen=false', 'server/main.ts'],
    env: { PORT: port },
    cwd: ROOT,
  },
  {
    name: 'vite',
    command: process.execPath,
    args: [vite],
    env: { API_URL: process.env.API_URL ?? `http://localhost:${port}` },
    cwd: ROOT,
  },
]);
process.exit(code);
