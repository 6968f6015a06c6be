// Two-factor login with TOTP (RFC 6238: an authenticator app, 6 digits every 30 seconds) and 10 single-use
// recovery codes. Setting up answers a secret that is pending until a code from it is confirmed; at login a
// confirmed user answers a code (or a recovery code) after the password. Each code is good once: the last
// accepted 30-second step is kept and a code of that step or an earlier one is refused.
import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Config } from '../../platform/config';
import type { Database, Executor } from '../../platform/db/client';
import { userMfa, userMfaRecoveryCodes, type User } from '../../platform/db/schema';
import { secretBox } from '../../platform/auth/secretBox';
import { badRequest, conflict } from '../../platform/errors';

const ISSUER = 'Portal de Parceiros';
const RECOVERY_CODE_COUNT = 10;
/** Codes of the step before and after the server's are accepted too: phones' clocks drift. */
const WINDOW = 1;
const PERIOD_SECONDS = 30;
/** Recovery codes: 10 characters of an alphabet without look-alikes, shown as xxxxx-xxxxx. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export const INVALID_CODE = 'Código de verificação inválido.';
const ALREADY_ACTIVE = 'A verificação em duas etapas já está ativa.';
export const NOT_ACTIVE = 'A verificação em duas etapas não está ativa.';

const box = (config: Config) => secretBox(config.SECRET_KEY, 'mfa-totp-secret');
const totpOf = (secret: string, label: string) =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
const hashCode = (code: string) => createHash('sha256').update(code.replace(/[^a-z0-9]/gi, '').toLowerCase()).digest('hex');

function recoveryCode(): string {
  const char = () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  const half = () => Array.from({ length: 5 }, char).join('');
  return `${half()}-${half()}`;
}

async function mfaRow(db: Database, userId: number) {
  const [row] = await db.select().from(userMfa).where(eq(userMfa.user_id, userId));
  return row;
}

/** Whether the user's two-factor login is on (confirmed). */
export const hasActiveMfa = async (db: Database, userId: number) => Boolean((await mfaRow(db, userId))?.confirmed_at);

/** Whether this user must use two-factor login (its role is in MFA_REQUIRED_ROLES). */
export const mfaRequired = (config: Config, user: User) => config.MFA_REQUIRED_ROLES.includes(user.role);

/** Begins (or begins again) a pending setup with a new secret: the answer the app scans. */
export async function beginMfa(db: Database, config: Config, user: User) {
  const existing = await mfaRow(db, user.id);
  if (existing?.confirmed_at) throw conflict(ALREADY_ACTIVE);
  const secret = new Secret({ size: 20 }).base32;
  const sealed = box(config).seal(secret);
  await db
    .insert(userMfa)
    .values({ user_id: user.id, secret_encrypted: sealed })
    .onConflictDoUpdate({ target: userMfa.user_id, set: { secret_encrypted: sealed, last_step: null, created_at: sql`now()` } });
  return { secret, otpauth_url: totpOf(secret, user.email).toString() };
}

/**
 * Accepts a 6-digit code of the user's secret once: the step it belongs to must be later than the last
 * accepted one, which the same statement records (two requests with one code: one wins).
 */
async function acceptTotp(db: Database, config: Config, user: User, code: string, now = Date.now()): Promise<boolean> {
  const row = await mfaRow(db, user.id);
  if (!row || !/^\d{6}$/.test(code)) return false;
  const totp = totpOf(box(config).open(row.secret_encrypted), user.email);
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return false;
  const step = Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
  const claimed = await db
    .update(userMfa)
    .set({ last_step: step })
    .where(and(eq(userMfa.user_id, user.id), or(isNull(userMfa.last_step), lt(userMfa.last_step, step))))
    .returning({ user_id: userMfa.user_id });
  return claimed.length === 1;
}

/** Uses one of the user's recovery codes up, if it is one of theirs and still unused. */
async function consumeRecoveryCode(db: Database, userId: number, code: string): Promise<boolean> {
  const used = await db
    .update(userMfaRecoveryCodes)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(userMfaRecoveryCodes.user_id, userId),
        eq(userMfaRecoveryCodes.code_hash, hashCode(code)),
        isNull(userMfaRecoveryCodes.used_at),
      ),
    )
    .returning({ id: userMfaRecoveryCodes.id });
  return used.length > 0;
}

/** `alsoInTx` runs in the change's transaction (the audit entry, server/features/users/routes/mfa.ts). */
type AlsoInTx = (tx: Executor) => Promise<void>;

/** Confirms a pending setup with a code from the app: it is on, and these recovery codes are shown once. */
export async function confirmMfa(db: Database, config: Config, user: User, code: string, alsoInTx?: AlsoInTx): Promise<string[]> {
  const row = await mfaRow(db, user.id);
  if (!row) throw badRequest('Inicie a configuração da verificação em duas etapas antes de confirmá-la.');
  if (row.confirmed_at) throw conflict(ALREADY_ACTIVE);
  if (!(await acceptTotp(db, config, user, code))) throw badRequest(INVALID_CODE);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  await db.transaction(async (tx) => {
    await tx.delete(userMfaRecoveryCodes).where(eq(userMfaRecoveryCodes.user_id, user.id));
    await tx.insert(userMfaRecoveryCodes).values(codes.map((c) => ({ user_id: user.id, code_hash: hashCode(c) })));
    await tx.update(userMfa).set({ confirmed_at: sql`now()` }).where(eq(userMfa.user_id, user.id));
    await alsoInTx?.(tx);
  });
  return codes;
}

/** A code at login (or to turn it off), as the routes trim it: a 6-digit code of the app, or one recovery code, used up. */
export async function verifySecondFactor(db: Database, config: Config, user: User, code: string): Promise<boolean> {
  if (/^\d{6}$/.test(code)) return acceptTotp(db, config, user, code);
  return consumeRecoveryCode(db, user.id, code);
}

/** Turns two-factor login off (the user, with a code; or an administrator's reset): secret and codes go. */
export async function removeMfa(db: Database, userId: number, alsoInTx?: AlsoInTx): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.delete(userMfaRecoveryCodes).where(eq(userMfaRecoveryCodes.user_id, userId));
    const removed = await tx.delete(userMfa).where(eq(userMfa.user_id, userId)).returning({ user_id: userMfa.user_id });
    if (removed.length > 0) await alsoInTx?.(tx);
    return removed.length > 0;
  });
}

/** The user's own view: on or not, and how many recovery codes are left. */
export async function mfaStatus(db: Database, userId: number) {
  const row = await mfaRow(db, userId);
  const left = await db.$count(userMfaRecoveryCodes, and(eq(userMfaRecoveryCodes.user_id, userId), isNull(userMfaRecoveryCodes.used_at)));
  return { enabled: Boolean(row?.confirmed_at), pending: Boolean(row && !row.confirmed_at), recovery_codes_left: left };
}

