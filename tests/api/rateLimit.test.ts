// Login, signup, password recovery and the password change are rate limited per route; other routes are not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../server/platform/config';
import { createTestApp, type TestApp } from '../helpers/app';

const MAX = 3;

describe('rate limits on the credential routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { RATE_LIMIT_MAX: MAX, RATE_LIMIT_WINDOW: '1 minute' } });
  });
  afterAll(() => t.close());

  const limited: [string, Parameters<TestApp['call']>[0]][] = [
    [
      'login',
      {
        method: 'POST',
        url: '/api/v1/login/access-token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'username=alguem%40example.com&password=senha-errada-1',
      },
    ],
    ['signup', { method: 'POST', url: '/api/v1/users/signup', payload: { email: 'x', password: 'curta' } }],
    ['password recovery', { method: 'POST', url: '/api/v1/password-recovery/alguem@example.com' }],
    [
      'password reset',
      { method: 'POST', url: '/api/v1/reset-password/', payload: { token: 'inventado', new_password: 'senha-nova-1' } },
    ],
  ];

  it.each(limited)('%s answers 429 in Portuguese past the limit', async (_name, request) => {
    const statuses: number[] = [];
    for (let i = 0; i < MAX; i++) statuses.push((await t.call(request)).status);
    expect(statuses.every((s) => s !== 429)).toBe(true);

    const over = await t.call(request);
    expect(over.status).toBe(429);
    expect(over.body.detail).toMatch(/^Muitas tentativas\. Tente novamente em \d+ segundos\.$/);
    expect(over.headers['retry-after']).toBeDefined();
  });

  it('stops guessing the current password with a stolen token: 400 each time, then 429', async () => {
    const headers = await t.as(await t.createUser());
    const guess = (current_password: string) =>
      t.call({
        method: 'PATCH',
        url: '/api/v1/users/me/password',
        headers,
        payload: { current_password, new_password: 'senha-nova-123' },
      });
    for (let i = 0; i < MAX; i++) {
      expect(await guess(`tentativa-${i}`)).toMatchObject({ status: 400, body: { detail: 'Incorrect password' } });
    }
    const over = await guess('mais-uma-tentativa');
    expect(over.status).toBe(429);
    expect(over.body.detail).toMatch(/^Muitas tentativas\. Tente novamente em \d+ segundos\.$/);
  });

  it('leaves other routes alone', async () => {
    const user = await t.createUser();
    const headers = await t.as(user);
    for (let i = 0; i < MAX * 2; i++) {
      expect((await t.call({ method: 'GET', url: '/api/v1/users/me', headers })).status).toBe(200);
    }
  });
});

// The limit counts per client address. X-Forwarded-For is believed only from the proxies TRUST_PROXY
// names; by default nobody's, so a forged header cannot buy an attacker a fresh allowance.
describe('the client address the limits count', () => {
  const login = (forwardedFor: string, remoteAddress = '203.0.113.7') => ({
    method: 'POST' as const,
    url: '/api/v1/login/access-token',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwardedFor },
    payload: 'username=alguem%40example.com&password=senha-errada-1',
  });

  async function statusesOf(t: TestApp, requests: ReturnType<typeof login>[]) {
    const statuses: number[] = [];
    for (const request of requests) statuses.push((await t.call(request)).status);
    return statuses;
  }

  it('ignores a forged X-Forwarded-For by default and still answers 429', async () => {
    const t = await createTestApp({ config: { RATE_LIMIT_MAX: MAX, TRUST_PROXY: parseEnv({}).TRUST_PROXY } });
    try {
      expect(t.app.config.TRUST_PROXY).toBe(false);
      const forged = Array.from({ length: MAX + 1 }, (_, i) => login(`198.51.100.${i + 1}`));
      const statuses = await statusesOf(t, forged);
      expect(statuses.slice(0, MAX).every((s) => s !== 429)).toBe(true);
      expect(statuses[MAX]).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('believes X-Forwarded-For from a proxy TRUST_PROXY names, counting each client apart', async () => {
    const { TRUST_PROXY } = parseEnv({ TRUST_PROXY: '10.0.0.0/8, 203.0.113.7' });
    const t = await createTestApp({ config: { RATE_LIMIT_MAX: MAX, TRUST_PROXY } });
    try {
      const clients = Array.from({ length: MAX + 1 }, (_, i) => login(`198.51.100.${i + 1}`));
      expect((await statusesOf(t, clients)).every((s) => s !== 429)).toBe(true);

      const sameClient = Array.from({ length: MAX + 1 }, () => login('198.51.100.200'));
      expect((await statusesOf(t, sameClient))[MAX]).toBe(429);

      // Through an untrusted peer the header is ignored again: the peer itself is the client.
      const untrusted = Array.from({ length: MAX + 1 }, (_, i) => login(`192.0.2.${i + 1}`, '192.0.2.250'));
      expect((await statusesOf(t, untrusted))[MAX]).toBe(429);
    } finally {
      await t.close();
    }
  });
});
