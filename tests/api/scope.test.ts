// Row scope, proven route by route. An external user (roles 3, 5 and 6) sees only its own person, the
// persons linked to it and those it created, and the opportunities whose partner is one of them; a row
// outside that circle answers exactly like a row that does not exist.
//
// The calls are generated, not listed by hand: every route the app registered (app.routeAccess) that an
// external role may call (expectedAllows, from the hand-written table in tests/helpers/accessMatrix.ts)
// is classified by scopeWalkOf():
// - by-id: its path names a scoped row (:person_id, :oportunidade_id, :address_id, :contact_id,
//   :bank_account_id, :anexo_id). It is called with each foreign row and with DUMMY_ID: both must answer
//   the same 404 from the handler, and the foreign rows must be unchanged. It is also called with fresh
//   rows of the circle, which must not answer 404. Bodies come from SCOPE_REQUESTS, or {}.
// - list: a GET under /persons or /oportunidades answering {data, count}. It is called with its
//   parameters filled in several ways; the user must see exactly what staff sees, narrowed to its circle.
// - declared: a route the kit generates for a declaration with a `rowScope` (DECLARED_SCOPE): `shared`
//   rows are everyone's, `owned` ones are narrowed by its server part's `scope` (by-id routes among them
//   are walked all the same).
// - none: listed in NOT_ROW_SCOPED with the reason. A route in none of these fails the walk.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DECLARED_SCOPE,
  DUMMY_ID,
  expectedAllows,
  fillUrl,
  FORMERLY_HAND_WRITTEN,
  NOT_ROW_SCOPED,
  pathParams,
  PERSON_FILTER_PARAMS,
  routeKey,
  SCOPE_REQUESTS,
  SCOPED_ID_PARAMS,
  scopeWalkOf,
  type ScopedRow,
} from '../helpers/accessMatrix';
import {
  buildCircle,
  createScopeApp,
  freshRows,
  ids,
  outsideRows,
  SNAPSHOT_OF,
  WORD,
  type Circle,
} from '../helpers/scopeCircle';

const PERSONS = '/api/v1/persons';
const OPORTUNIDADES = '/api/v1/oportunidades';
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
type Headers = { authorization: string };

const t = await createScopeApp();
afterAll(() => t.close());

const sorted = [...t.app.routeAccess].sort((a, b) => routeKey(a).localeCompare(routeKey(b)));
const externalRoutes = (role: number) =>
  sorted.filter((route) => route.access !== 'public' && expectedAllows(route.access, { role, is_superuser: false }));
const walked = (role: number, walk: 'by-id' | 'list') =>
  externalRoutes(role).filter((route) => scopeWalkOf(route)?.walk === walk);

async function list(url: string, headers: Headers) {
  const res = await t.call({ method: 'GET', url, headers });
  expect(res.status, `GET ${url}: ${JSON.stringify(res.body)}`).toBe(200);
  expect(res.body.count, url).toBe(res.body.data.length);
  return res.body.data as { id: number }[];
}

const EXTERNAL = [3, 5, 6];

it('lists in NOT_ROW_SCOPED only routes an external role may call that no declaration scopes', () => {
  const callable = new Set(EXTERNAL.flatMap((role) => externalRoutes(role).map(routeKey)));
  const listed = Object.keys(NOT_ROW_SCOPED);
  expect({
    noSuchExternalRoute: listed.filter((key) => !callable.has(key)),
    scopedByItsDeclaration: listed.filter((key) => DECLARED_SCOPE.has(key)),
  }).toEqual({ noSuchExternalRoute: [], scopedByItsDeclaration: [] });
});

describe.each(EXTERNAL)('an external user with role %i', (role) => {
  let circle: Circle;
  beforeAll(async () => {
    circle = await buildCircle(t, role);
  });

  it('has every route it may call classified, and the walk covers at least the formerly hand-written routes', () => {
    expect(externalRoutes(role).filter((route) => !scopeWalkOf(route)).map(routeKey)).toEqual([]);
    expect(walked(role, 'by-id').map(routeKey)).toEqual(expect.arrayContaining(FORMERLY_HAND_WRITTEN.byId));
    expect(walked(role, 'list').map(routeKey)).toEqual(expect.arrayContaining(FORMERLY_HAND_WRITTEN.lists));
    // Every route naming a person as a filter is a list the walk calls with the foreign person.
    const filtering = externalRoutes(role).filter((r) => pathParams(r.url).some((p) => PERSON_FILTER_PARAMS.has(p)));
    expect(filtering.length).toBeGreaterThan(0);
    for (const route of filtering) expect(scopeWalkOf(route)?.walk, routeKey(route)).toBe('list');
  });

  it('lists exactly its own person, its linked persons and the persons it created', async () => {
    const { headers, own, linked, created } = circle;
    expect(ids(await list(`${PERSONS}/?limit=1000`, headers))).toEqual(ids([own, linked, created]));
    expect(ids(await list(`${PERSONS}/search/${WORD}?limit=1000`, headers))).toEqual(ids([own, linked, created]));
    expect(ids(await list(`${OPORTUNIDADES}/?limit=1000`, headers))).toEqual(ids(circle.visible));
  });

  describe('list routes: it sees what staff sees, narrowed to its circle', () => {
    it.each(walked(role, 'list'))('$method $url', async (route) => {
      const { foreign, own, linked, created } = circle;
      const walk = scopeWalkOf(route);
      const ofPersons = walk?.walk === 'list' && walk.rows === 'persons';
      const rows = ofPersons ? [own, linked, created] : circle.visible;
      const foreignRows = ofPersons ? [foreign] : circle.hidden;
      const params = { query: WORD, executivo_id: circle.executive.id, tag_id: circle.tag.id, parceiro_id: own.id };
      const filters = pathParams(route.url).filter((param) => PERSON_FILTER_PARAMS.has(param));
      const paths = [fillUrl(route.url, params)];
      for (const param of filters) {
        for (const person of [linked, created, foreign]) {
          paths.push(fillUrl(route.url, { ...params, [param]: person.id }));
        }
      }
      const queries = ['', `&query=${WORD}&q=${WORD}`, `&parceiro_id=${foreign.id}`, `&cliente_id=${foreign.id}`];
      let reached = false;
      let couldLeak = false;
      for (const path of paths) {
        for (const query of queries) {
          const url = `${path}?limit=1000${query}`;
          const mine = ids(await list(url, circle.headers));
          const all = ids(await list(url, circle.staff));
          expect(mine, url).toEqual(all.filter((id) => ids(rows).includes(id)));
          reached ||= mine.length > 0;
          couldLeak ||= all.some((id) => ids(foreignRows).includes(id));
          // Filtered down to the foreign rows alone (parceiro = the foreign person), it lists nothing.
          if (all.length && all.every((id) => ids(foreignRows).includes(id))) expect(mine, url).toEqual([]);
        }
      }
      expect(reached, 'no call listed any row of the circle: the walk proves nothing').toBe(true);
      expect(couldLeak, 'staff saw no foreign row on any call: the walk proves nothing').toBe(true);
      // A foreign person as a filter lists nothing, exactly like a person that does not exist.
      for (const param of filters) {
        const answer = (id: number) =>
          t.call({ method: 'GET', url: fillUrl(route.url, { ...params, [param]: id }), headers: circle.headers });
        const [outside, missing] = [await answer(foreign.id), await answer(DUMMY_ID)];
        expect({ status: outside.status, body: outside.body }).toEqual({ status: missing.status, body: missing.body });
        expect(outside.body.data, param).toEqual([]);
      }
    });
  });

  it('gets pipeline totals from its own opportunities only', async () => {
    const url = `${OPORTUNIDADES}/pipeline?executivo_vendas_id=${circle.executive.id}`;
    const mine = await t.call({ method: 'GET', url, headers: circle.headers });
    expect(mine.body.total_count).toBe(circle.visible.length);
    expect((await t.call({ method: 'GET', url, headers: circle.staff })).body.total_count).toBe(
      circle.visible.length + circle.hidden.length,
    );
  });

  describe('by-id routes: a row outside its circle answers like a missing one, and stays as it was', () => {
    it.each(walked(role, 'by-id'))('$method $url', async (route) => {
      const key = routeKey(route);
      const request = SCOPE_REQUESTS[key] ?? {};
      const scoped = pathParams(route.url).filter((param) => param in SCOPED_ID_PARAMS);
      const valuesFor = (rows: Record<ScopedRow, number>) => ({
        tag_id: circle.tag.id,
        ...Object.fromEntries(scoped.map((param) => [param, rows[SCOPED_ID_PARAMS[param]]])),
      });
      const call = async (values: Record<string, number>) => {
        const url = fillUrl(route.url, values) + (request.query ? `?${request.query}` : '');
        const payload = BODY_METHODS.has(route.method) ? (request.payload ?? {}) : undefined;
        const res = await t.call({ method: route.method as 'GET', url, headers: circle.headers, payload });
        return { status: res.status, body: res.body };
      };

      for (const param of scoped) {
        const label = `${key} with a foreign :${param}`;
        const missing = await call({ ...valuesFor(circle.inside), [param]: DUMMY_ID });
        const addPayload = `${label}: 422 before the scope check; add a valid payload for '${key}' to SCOPE_REQUESTS`;
        expect(missing.status, addPayload).not.toBe(422);
        expect(missing.status, `${label}: ${JSON.stringify(missing.body)}`).toBe(404);
        // The route exists and its handler answered: not the router's bare 'Not Found'.
        expect(missing.body?.detail, label).not.toBe('Not Found');
        for (const foreignId of circle.outside[SCOPED_ID_PARAMS[param]]) {
          const before = await outsideRows(t, circle);
          const stored = before[SNAPSHOT_OF[SCOPED_ID_PARAMS[param]]] as { id: number }[];
          expect(ids(stored), `${label}: the foreign row is gone, an earlier call deleted it`).toContain(foreignId);
          const outside = await call({ ...valuesFor(circle.inside), [param]: foreignId });
          expect(outside, `${label} (${foreignId})`).toEqual(missing);
          expect(await outsideRows(t, circle), `${label} (${foreignId}) changed a row`).toEqual(before);
        }
      }

      // In the circle the same call reaches the row: whatever it answers, it is not 404.
      const fresh = await freshRows(t, circle);
      try {
        const inside = await call(valuesFor(fresh.rows));
        expect(inside.status, `${key} in the circle: ${JSON.stringify(inside.body)}`).not.toBe(404);
      } finally {
        await fresh.cleanup();
      }
    });
  });
});

it('lets staff see and read every row', async () => {
  const circle = await buildCircle(t, 5);
  const personIds = ids(await list(`${PERSONS}/?limit=1000`, circle.staff));
  expect(personIds).toEqual(expect.arrayContaining(ids([circle.own, circle.linked, circle.created, circle.foreign])));
  const oportunidadeIds = ids(await list(`${OPORTUNIDADES}/?limit=1000`, circle.staff));
  expect(oportunidadeIds).toEqual(expect.arrayContaining(ids([...circle.visible, ...circle.hidden])));
  for (const url of [`${PERSONS}/${circle.foreign.id}`, `${OPORTUNIDADES}/${circle.hidden[0].id}`]) {
    expect((await t.call({ method: 'GET', url, headers: circle.staff })).status, url).toBe(200);
  }
});
