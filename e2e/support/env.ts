// What the global setup hands to the test workers. Playwright forks its workers after the global
// setup has run, so values placed in process.env there reach every worker.

/** The first administrator the server bootstraps for the suite (FIRST_SUPERUSER). */
export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'e2e-Admin-senha-123';

export const ENV = {
  /** http://127.0.0.1:<port> of the portal under test. */
  baseURL: 'E2E_BASE_URL',
  /** Directory where the SMTP capture writes <n>.eml and <n>.json for every message received. */
  mailDir: 'E2E_MAIL_DIR',
  /** The server's DATA_DIR (PGlite database, attachments, secret key). */
  dataDir: 'E2E_DATA_DIR',
} as const;

/** A value the global setup must have set; a clear error when a spec runs without it. */
export function setupValue(key: keyof typeof ENV): string {
  const value = process.env[ENV[key]];
  if (!value) {
    throw new Error(`${ENV[key]} is not set: run the e2e specs through \`npx playwright test\` (its global setup starts the portal).`);
  }
  return value;
}
