import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** API tests that need what only PostgreSQL offers (several servers on one database) are named *.postgres.test.ts. */
const POSTGRES_ONLY = 'tests/api/**/*.postgres.test.ts';

/** Migrates the template database every API test file copies (tests/helpers/database.ts). */
const TEMPLATE_SETUP = 'tests/helpers/templateSetup.ts';

/**
 * The component and API files share their worker's module graph instead of importing react-admin, MUI,
 * Fastify and Drizzle again for every file: measured on this machine, the API files' import time went
 * from about 110 s to 17 s a run and 12 component files took 46 s of CPU instead of 80 s. It holds because
 * every file builds its own app on its own database and the server keeps no state in module scope but per
 * config (WeakMaps); a test that stubs a global unstubs it after itself.
 */
const SHARED_MODULES = { isolate: false };

const api = (name: string, env: Record<string, string>) => ({
  extends: true as const,
  test: {
    name,
    include: ['tests/api/**/*.test.ts'],
    exclude: env.TEST_DB === 'postgres' ? [] : [POSTGRES_ONLY],
    environment: 'node',
    env,
    globalSetup: TEMPLATE_SETUP,
    ...SHARED_MODULES,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  plugins: [react()],
  test: {
    // A worker per core. Vitest's default keeps one core for its main process, which here is idle while
    // the files run: on this 2-core machine that meant one worker, and each project ran its files one by
    // one (api-pglite 215 s, components 119 s; 151 s and 65 s with two).
    maxWorkers: availableParallelism(),
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/helpers/componentSetup.ts'],
          ...SHARED_MODULES,
          testTimeout: 20_000,
        },
      },
      api('api-pglite', { TEST_DB: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL
        ? [api('api-postgres', { TEST_DB: 'postgres' })]
        : []),
    ],
  },
});
