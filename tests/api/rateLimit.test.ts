// Login, signup and password recovery are rate limited per route; other routes are not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('leaves other routes alone', async () => {
    const user = await t.createUser();
    const headers = await t.as(user);
    for (let i = 0; i < MAX * 2; i++) {
      expect((await t.call({ method: 'GET', url: '/api/v1/users/me', headers })).status).toBe(200);
    }
  });
});
