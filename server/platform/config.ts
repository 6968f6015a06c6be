// Every setting comes from the environment, is validated once, and has a default that works on a laptop.
import { isIP } from 'node:net';
import { z } from 'zod';
import { DEFAULT_AUDIT_RETENTION_DAYS, MIN_AUDIT_RETENTION_DAYS } from '../../common/audit';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));
/** A public service's URL: unset means the default, set but empty turns the integration off. */
const serviceUrl = (defaultUrl: string) =>
  z
    .string()
    .default(defaultUrl)
    .transform((v) => v.trim() || undefined)
    .pipe(z.url().optional());
/** The HTML5 notion of an email, as the portal and /users check it: admin@localhost is one. */
const email = () => z.email({ pattern: z.regexes.html5Email });

/** proxy-addr's names for address ranges, accepted by Fastify's trustProxy like an address. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR (10.0.0.0/8, fd00::/8), an IPv4 address with a netmask, or a range name. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry) || isIP(entry)) return true;
  const [address, mask, ...rest] = entry.split('/');
  if (rest.length || mask === undefined) return false;
  const version = isIP(address);
  if (!version) return false;
  if (/^\d{1,3}$/.test(mask)) return Number(mask) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(mask) === 4;
}

/** Fastify's trustProxy for a hop count, as Fastify builds it from a number (its types take no number). */
export type TrustHops = (address: string, hop: number) => boolean;
const trustHops = (hops: number): TrustHops => (_address, hop) => hop < hops;

/**
 * Fastify's trustProxy: whom to believe about X-Forwarded-For (and so the client's address the rate limits
 * count). 'false' (default): nobody, the socket's peer is the client; 'true': every proxy; a number: that
 * many hops; otherwise a comma-separated list of proxy addresses or CIDRs.
 */
const trustProxy = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx): boolean | string[] | TrustHops => {
    const lower = value.toLowerCase();
    if (lower === 'false' || lower === '') return false;
    if (lower === 'true') return true;
    if (/^\d+$/.test(value)) return trustHops(Number(value));
    const entries = value.split(',').map((s) => s.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length) {
      ctx.addIssue({
        code: 'custom',
        message: `expected true, false, a hop count or a comma-separated list of addresses/CIDRs; not valid: ${bad.map((b) => JSON.stringify(b)).join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * STORAGE_URL: where attachments live. Unset: DATA_DIR/attachments. `s3://bucket/prefix`: that bucket,
 * under that prefix (may be empty), through the S3_* settings.
 */
const storageUrl = optionalText.transform((value, ctx): { bucket: string; prefix: string } | undefined => {
  if (value === undefined) return undefined;
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(value);
  if (!match) {
    ctx.addIssue({ code: 'custom', message: 'expected s3://bucket or s3://bucket/prefix' });
    return z.NEVER;
  }
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  return { bucket: match[1], prefix: prefix ? `${prefix}/` : '' };
});

/** The files one multipart request may attach (an opportunity's create form, its anexos upload). */
export const MAX_UPLOAD_FILES = 10;
/** The largest attachment file, in bytes. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.pipe(z.url().optional()),
  SECRET_KEY: optionalText.pipe(z.string().min(32, 'SECRET_KEY must have at least 32 characters').optional()),
  /** Encrypts bank account numbers and PIX keys at rest (server/platform/protected/); generated into DATA_DIR when unset. */
  DATA_ENCRYPTION_KEY: optionalText.pipe(z.string().min(32, 'DATA_ENCRYPTION_KEY must have at least 32 characters').optional()),
  /** Earlier DATA_ENCRYPTION_KEYs, comma-separated, still read until `npm run rotate-key` has rewritten every value. */
  DATA_ENCRYPTION_OLD_KEYS: optionalText.transform((v) => (v ? v.split(',').map((key) => key.trim()).filter(Boolean) : [])),
  ACCESS_TOKEN_EXPIRE_MINUTES: z.coerce.number().int().positive().default(60 * 24 * 8),
  /** A session unused this long ends (server/platform/sessions/). */
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(480),
  PASSWORD_RESET_TOKEN_EXPIRE_MINUTES: z.coerce.number().int().positive().default(60),
  FRONTEND_HOST: z.url().default('http://localhost:8000'),
  FIRST_SUPERUSER: optionalText.pipe(email().optional()),
  FIRST_SUPERUSER_PASSWORD: optionalText.pipe(z.string().min(8).max(128).optional()),
  SMTP_HOST: optionalText,
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_USER: optionalText,
  SMTP_PASSWORD: optionalText,
  SMTP_TLS: bool.default(true),
  EMAILS_FROM_EMAIL: email().default('portal@localhost'),
  EMAILS_FROM_NAME: z.string().default('Portal de Parceiros'),
  BACKEND_CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean)),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_WINDOW: z.string().default('1 minute'),
  TRUST_PROXY: trustProxy,
  STORAGE_URL: storageUrl,
  S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  ODOO_URL: optionalText.pipe(z.url().optional()),
  ODOO_DB: optionalText,
  ODOO_USERNAME: optionalText,
  ODOO_API_KEY: optionalText,
  ODOO_PROTOCOL: z.enum(['auto', 'jsonrpc', 'json2']).default('auto'),
  ODOO_TIMEOUT_MS: z.coerce.number().int().positive().default(15000),
  // Odoo syncs run as jobs (server/platform/jobs/): how often each server looks for due ones
  // (0: never by itself, tests drive the worker), how many tries a job gets, the first retry's delay
  // (doubled each time), and how long a claim holds before another server may take the job over.
  SYNC_POLL_MS: z.coerce.number().int().min(0).default(1000),
  SYNC_MAX_ATTEMPTS: z.coerce.number().int().positive().default(5),
  SYNC_RETRY_BASE_MS: z.coerce.number().int().positive().default(10_000),
  SYNC_LEASE_MS: z.coerce.number().int().positive().default(5 * 60_000),
  RECEITA_API_URL: serviceUrl('https://minhareceita.org'),
  RECEITA_TIMEOUT_MS: z.coerce.number().int().positive().default(10000),
  CEP_API_URL: serviceUrl('https://viacep.com.br'),
  CEP_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** The largest file POST /persons/import and /oportunidades/import accept, in bytes. */
  IMPORT_MAX_BYTES: z.coerce.number().int().positive().default(50 * 1024 * 1024),
  /** The most data rows an import by an external role (3, 5, 6) may hold (server/platform/auth/documentChecks.ts). */
  IMPORT_MAX_ROWS_EXTERNAL: z.coerce.number().int().positive().default(500),
  /** Documents an external user may check (create, change, import) per window, all servers together. */
  DOCUMENT_CHECKS_MAX: z.coerce.number().int().positive().default(2000),
  DOCUMENT_CHECKS_WINDOW_MINUTES: z.coerce.number().int().positive().default(60),
  /** Bytes the text fields of all multipart requests of this process may hold together (then 503). */
  MULTIPART_FIELDS_BUDGET: z.coerce.number().int().positive().default(64 * 1024 * 1024),
  /** Roles that must use two-factor login (comma-separated, e.g. '1'); none by default. */
  MFA_REQUIRED_ROLES: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean).map(Number))
    .pipe(z.array(z.number().int().min(1, 'expected role numbers 1 to 6').max(6, 'expected role numbers 1 to 6'))),
  /** Days the audit trail keeps an entry; the Marco Civil asks for six months of access logs at least. */
  AUDIT_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(MIN_AUDIT_RETENTION_DAYS, `AUDIT_RETENTION_DAYS must be at least ${MIN_AUDIT_RETENTION_DAYS}`)
    .default(DEFAULT_AUDIT_RETENTION_DAYS),
  /**
   * true: a self-registered account (POST /users/signup) waits for the staff's approval ('pendente',
   * server/features/onboarding/); false: it is at once an active Parceiro.
   */
  SIGNUP_APPROVAL: bool.default(true),
  /** The hour (0-23, São Paulo time) from which each working day's task digest is sent (server/features/atividades/digest.ts). */
  TASK_DIGEST_HOUR: z.coerce.number().int().min(0, 'expected an hour 0 to 23').max(23, 'expected an hour 0 to 23').default(8),
  /** Days an approved deal registration holds its company for the partner (server/features/registros/). */
  REGISTRO_VALIDADE_DIAS: z.coerce.number().int().min(1, 'expected at least 1 day').max(3650, 'expected at most 3650 days').default(90),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
}).refine((env) => !env.S3_ACCESS_KEY_ID === !env.S3_SECRET_ACCESS_KEY, {
  path: ['S3_SECRET_ACCESS_KEY'],
  message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither, for the AWS SDK\'s own credentials)',
});

export type Config = z.infer<typeof envSchema> & { SECRET_KEY: string; DATA_ENCRYPTION_KEY: string };
export type EnvInput = Record<string, string | undefined>;

export class ConfigError extends Error {}

/** Parses the environment; a bad value stops the start with one line per problem. */
export function parseEnv(env: EnvInput = process.env): z.infer<typeof envSchema> {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** Settings for tests and embedding: defaults plus the given overrides, with a fixed secret. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...parseEnv({}),
    SECRET_KEY: 'test-secret-key-that-is-long-enough-0123456789',
    DATA_ENCRYPTION_KEY: 'test-data-encryption-key-long-enough-0123456789',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: 1000,
    // Tests run due sync jobs themselves (app.syncWorker.drain()), so nothing runs behind their back.
    SYNC_POLL_MS: 0,
    ...overrides,
  };
}
