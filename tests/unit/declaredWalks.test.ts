// The accessibility and layout walks (e2e/accessibility.spec.ts, e2e/listLayout.spec.ts) take their list
// screens from the declarations (e2e/support/declaredLists.ts): this test fails when a declared resource
// with a list page is neither walked that way nor named, with a reason, as walked by hand, so the
// walks' coverage cannot shrink unnoticed; and when a walked list gets no seeded rows without a reason.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { declarations, routeName } from '../../common/resources';
import {
  declarationNamed,
  declaredLists,
  HAND_WALKED_LISTS,
  hasListPage,
  seedRequest,
  UNSEEDED_LISTS,
  WALKERS,
} from '../../e2e/support/declaredLists';

const ROOT = join(__dirname, '../..');
const SPECS = ['e2e/accessibility.spec.ts', 'e2e/listLayout.spec.ts'];
const spec = (path: string) => readFileSync(join(ROOT, path), 'utf8');
/** Ids a seeded row's references point at; any existing row's id does. */
const REFERENCES = { pessoas: 7, oportunidades: 8, users: 9, teses: 10 };
const ROWS = 21;
/** As long as the specs' uniqueSuffix() (e2e/support/fixtures.ts): a text must still fit its column. */
const SUFFIX = `${Date.now().toString(36)}${9}${99}`;

const names = (lists: { name: string }[]) => lists.map(({ name }) => name);
const withListPage = declarations.filter(hasListPage);

describe('the walks cover every declared list screen', () => {
  it('walks every declared list page as the administrator, or names it as walked by hand with a reason', () => {
    const walked = names(declaredLists(WALKERS.administrator));
    const uncovered = withListPage.map(({ name }) => name).filter((name) => !walked.includes(name) && !HAND_WALKED_LISTS[name as keyof typeof HAND_WALKED_LISTS]?.trim());
    expect(uncovered).toEqual([]);
  });

  it('walks the lists that once were missed: atividades, comissão do parceiro, recebimentos, campanhas, registros', () => {
    const walked = declaredLists(WALKERS.administrator);
    expect(names(walked)).toEqual(expect.arrayContaining(['atividades', 'comissao_termos', 'recebimentos', 'campanhas', 'registros', 'teses', 'termos', 'comissoes', 'comissao_lotes']));
    expect(walked.find(({ name }) => name === 'comissao_termos')).toMatchObject({ path: '/comissao-termos', title: 'Comissão do parceiro', create: { path: '/comissao-termos/create' } });
    expect(walked.find(({ name }) => name === 'comissao_lotes')).toMatchObject({ path: '/lotes-comissao', title: 'Lotes de pagamento' });
    // A list without the kit's create page has no create step.
    expect(walked.find(({ name }) => name === 'recebimentos')?.create).toBeUndefined();
  });

  it("walks as a partner only the lists a partner's menu offers", () => {
    expect(names(declaredLists(WALKERS.partner)).sort()).toEqual(['atividades', 'comissao_termos', 'comissoes', 'registros']);
    // A partner may not add a commission term: no 'Nova comissão do parceiro' page.
    expect(declaredLists(WALKERS.partner).find(({ name }) => name === 'comissao_termos')?.create).toBeUndefined();
  });

  it('names as walked by hand only list pages that both specs open by hand', () => {
    for (const [name, reason] of Object.entries(HAND_WALKED_LISTS)) {
      const declaration = declarationNamed(name as keyof typeof HAND_WALKED_LISTS);
      expect(hasListPage(declaration), `${name} has a list page`).toBe(true);
      expect(reason.length, `${name}'s reason`).toBeGreaterThan(20);
      for (const path of SPECS) expect(spec(path), `${path} opens /${routeName(declaration)}`).toContain(`/${routeName(declaration)}`);
    }
  });

  it('both specs take their list screens from the declarations', () => {
    for (const path of SPECS) expect(spec(path)).toMatch(/declaredLists\(WALKERS\.\w+\)/);
  });
});

describe('the walked lists have rows', () => {
  it("seeds every walked list through its generated POST with values its create schema accepts, or names why not", () => {
    const unexplained = declaredLists(WALKERS.administrator)
      .map(({ name }) => name)
      .filter((name) => !UNSEEDED_LISTS[name] && !seedRequest(declarationNamed(name), 1, SUFFIX, REFERENCES));
    expect(unexplained).toEqual([]);
  });

  it(`builds ${ROWS} distinct rows for each seeded list (more than a page of 10 or 20)`, () => {
    for (const { name } of declaredLists(WALKERS.administrator).filter(({ name }) => !UNSEEDED_LISTS[name])) {
      const bodies = Array.from({ length: ROWS }, (_, index) => seedRequest(declarationNamed(name), index + 1, SUFFIX, REFERENCES));
      expect(bodies.every(Boolean), name).toBe(true);
      expect(new Set(bodies.map((request) => JSON.stringify(request?.body))).size, name).toBe(ROWS);
    }
  });

  it('posts a nested resource under its parent: a recebimento on its opportunity', () => {
    expect(seedRequest(declarationNamed('recebimentos'), 1, SUFFIX, REFERENCES)?.path).toBe('oportunidades/8/recebimentos');
  });

  it('names as unseeded only lists that indeed have no such POST', () => {
    for (const name of Object.keys(UNSEEDED_LISTS) as (keyof typeof UNSEEDED_LISTS)[]) {
      expect(seedRequest(declarationNamed(name), 1, SUFFIX, REFERENCES), name).toBeUndefined();
    }
  });
});
