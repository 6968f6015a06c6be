import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** API tests that need what only PostgreSQL offers (several servers on one database) are named *.postgres.test.ts. */
const POSTGRES_ONLY = 'tests/api/**/*.postgres.test.ts';

/** Migrates the template database every API test file copies (tests/helpers/database.ts). */
const TEMPLATE_SETUP = 'tests/helpers/templateSetup.ts';

const api = (name: string, env: Record<string, string>) => ({
  extends: true as const,
  test: {
    name,
    include: ['tests/api/**/*.test.ts'],
    exclude: env.TEST_DB === 'postgres' ? [] : [POSTGRES_ONLY],
    environment: 'node',
    env,
    globalSetup: TEMPLATE_SETUP,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/helpers/componentSetup.ts'],
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
