// End-to-end suite: the real server with a fresh data directory and captured mail (e2e/support/
// globalSetup.ts), the built portal, driven in Chromium (found or installed by e2e/support/chromium.ts).
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './e2e/support/chromium';

const onCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  globalSetup: './e2e/support/globalSetup.ts',
  // Files run side by side on two workers; the tests of one file run in order.
  workers: 2,
  fullyParallel: false,
  // One retry on CI so a loaded machine does not lose a whole run; e2e/support/retryReporter.ts reports
  // how many were used, and a clean run uses none.
  retries: onCI ? 1 : 0,
  forbidOnly: onCI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }], ['./e2e/support/retryReporter.ts']],
  use: {
    // Set by the global setup, which Playwright runs before it forks the workers.
    baseURL: process.env.E2E_BASE_URL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // The portal honours a request for less motion (src/ui/layout/theme/components.ts): nothing fades or
    // slides, so no frame is painted for it and no step waits for one to end.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // A trace records every action's snapshots and a screencast: about a tenth of a walk's time when kept
    // for every test. Recorded on a retry instead, which is what a failure on CI runs.
    trace: onCI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
      },
    },
  ],
});
