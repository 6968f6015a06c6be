// The app as the benchmark measures it: a child process of bench/run.ts, on a loopback port, over the
// benchmark's schema. It prints one JSON line ({port, token}) when it is listening.
import { buildApp } from '../server/app';
import { testConfig } from '../server/platform/config';
import { openSession } from '../server/platform/sessions/store';
import { stopOnSignals } from '../server/platform/stopOnSignals';
import { ensureBenchUser } from './benchUser';
import { benchSettings, openBenchDatabase } from './database';

const settings = benchSettings();
const database = await openBenchDatabase(settings, 20);
const app = await buildApp({ config: testConfig({ LOG_LEVEL: 'silent' }), database });
const user = await ensureBenchUser(database.db);

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const sessionId = await openSession(database.db, user, { user_agent: 'bench', client_address: '127.0.0.1' });
const token = await app.tokens.createAccessToken({ userId: user.id, version: user.token_version, sessionId });
process.stdout.write(`${JSON.stringify({ port, token })}\n`);

stopOnSignals(app, database);
