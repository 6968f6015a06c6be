// Path ids are plain positive integers: every registered route with a path parameter refuses other
// spellings of a number with a 422 on that parameter, before it looks anything up.
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app';
import { pathParams, routeKey } from '../helpers/accessMatrix';

const t = await createTestApp();
afterAll(() => t.close());

// A superuser passes every guard, so each answer is the route's own validation.
const superuser = await t.createUser({ role: 1, is_superuser: true });
/** Path parameters that are not ids. */
const NOT_IDS = new Set(['cep', 'cnpj', 'email', 'query']);
const routes = t.app.routeAccess.filter((route) => pathParams(route.url).some((param) => !NOT_IDS.has(param)));

const BAD_IDS = ['0x10', '+1', '%201', '1%20', '00001', '1e3', '-1', '0', '1.0', '2147483648', 'abc'];

describe('path ids', () => {
  it('are routes to walk', () => {
    expect(routes.length).toBeGreaterThan(20);
  });

  it.each(routes.map((route) => ({ ...route, key: routeKey(route) })))('$key refuses ids that are not plain', async (route) => {
    const problems: string[] = [];
    for (const bad of BAD_IDS) {
      const url = route.url.replace(/:([A-Za-z_]+)/g, (_match, param: string) => (NOT_IDS.has(param) ? 'x' : bad));
      const answer = await t.call({
        method: route.method as 'GET',
        url,
        headers: await t.as(superuser),
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      const first = answer.body?.detail?.[0];
      if (answer.status !== 422 || first?.loc?.[0] !== 'path' || !/^Id inválido/.test(first?.msg)) {
        problems.push(`${bad}: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('still reads a plain id', async () => {
    const answer = await t.call({ method: 'GET', url: `/api/v1/users/${superuser.id}`, headers: await t.as(superuser) });
    expect(answer).toMatchObject({ status: 200, body: { id: superuser.id } });
  });
});
