// The list screens the accessibility and layout walks (e2e/accessibility.spec.ts, e2e/listLayout.spec.ts)
// read from the declarations (common/resources/) instead of a hand list, so a newly declared resource is
// walked without anyone remembering to add it: every declaration whose list page the kit serves and the
// walking user may list (common/policy.ts, asked the way the portal asks it), at its portal route
// (routeName, as src/resources.tsx and src/dataProvider/paths.ts name it), with its create page where the
// user may create. A resource whose list is its own page (a portal part's) is walked by hand and named in
// HAND_WALKED_LISTS with the reason; tests/unit/declaredWalks.test.ts fails on a list page that is neither.
// Also the rows the walks seed through each resource's generated POST, built from its declared fields.
// No Playwright here: the unit test reads this module too.
import type { Actor } from '../../common/policy';
import type { ApiClient } from './api';
import { UserRole } from '../../common/enums';
import { declarations, listTexts, pageTexts, routeName, servesRoute, type DeclaredResource, type FieldDeclaration, type ResourceDeclaration } from '../../common/resources';
import { withRules } from '../../common/resources/rules';
import { canAccessResource } from '../../src/authProvider/resourceAccess';
import { validCnpj } from '../../tests/helpers/fixtures';

type ResourceName = DeclaredResource['name'];

/**
 * Declarations with a list page that the derived walk leaves out, and why: their list is a portal part's
 * own page (src/resources.tsx), walked by hand entries that seed what its states need.
 */
export const HAND_WALKED_LISTS: Partial<Record<ResourceName, string>> = {
  persons:
    "the kit's list with its own parts (src/features/persons): walked by hand ('Pessoas' with a selected row, 'Inativar', the filters, 'Importar', 'Visualizações'; the layout walk with 21 seeded clients)",
  oportunidades:
    "the kit's list at /oportunidades/oportunidades with its own parts and the board as its other view (src/features/oportunidades), not at its route: walked by hand ('Oportunidades', 'Quadro'; the layout walk with 21 seeded opportunities)",
  users:
    "the kit's list at /admin with its own dialogs and row actions (src/features/users): walked by hand with a seeded partner's account menu and a pending signup ('Aprovar', 'Recusar'), which no generated POST seeds",
  vinculos:
    "its list at /Vinculos is the kit's, but its rows are links made by its own POST /userPersonsLinks (no generated POST to seed through) and the partner's detail /Vinculos/:id is its own page: walked by hand with a seeded partner and a linked client",
};

/**
 * Declarations the walks list without seeding rows through a generated POST, and why; their list is
 * still checked (no clipped text, and the footer on one line when it shows), but not its page links.
 */
export const UNSEEDED_LISTS: Partial<Record<ResourceName, string>> = {
  comissoes: 'no generated POST: a commission is written by the server when an opportunity is won or a recebimento registered',
  comissao_lotes: "its POST pays a selection of commissions ('ids' or the ledger's filter), not values of its own fields",
};

/** The first administrator, who walks the console; a partner, who walks what an external role sees. */
export const WALKERS = {
  administrator: { id: 1, role: UserRole.Admin, is_superuser: true },
  partner: { id: 0, role: UserRole.Partner, is_superuser: false },
} as const satisfies Record<string, Actor>;

export type DeclaredList = {
  name: ResourceName;
  /** The screen's title, its level-1 heading. */
  title: string;
  /** Its portal route, e.g. '/lotes-comissao'. */
  path: string;
  /** The labels of its select filters (a field's `filter`), each a combobox above the list. */
  filters: string[];
  /** Whether its text search (`?query=`) narrows it. */
  searchable: boolean;
  /** What the list shows with no row at all. */
  emptyTitle: string;
  /** Its side menu group; a list without a menu entry (reached from another screen) counts as administration. */
  section: 'work' | 'admin';
  /** Its create page, where the user may create. */
  create?: { path: string; title: string };
};

/** Whether the portal registers a list page for the declaration (the kit's, or its portal part's). */
export const hasListPage = (declaration: ResourceDeclaration) => !declaration.omitPages?.includes('list');

/** The declared list screens `actor` may open, in the side menu's order, less HAND_WALKED_LISTS. */
export function declaredLists(actor: Actor): DeclaredList[] {
  return declarations
    .filter((declaration) => hasListPage(declaration) && !(declaration.name in HAND_WALKED_LISTS))
    .filter((declaration) => canAccessResource(actor, routeName(declaration), 'list'))
    .map((declaration) => {
      const path = `/${routeName(declaration)}`;
      const fields = Object.values(declaration.fields).filter((field): field is FieldDeclaration => !!field);
      const createServed = !declaration.omitPages?.includes('create') && canAccessResource(actor, routeName(declaration), 'create');
      return {
        name: declaration.name as ResourceName,
        title: declaration.texts.title,
        path,
        filters: fields.filter((field) => field.filter).map((field) => field.label),
        searchable: fields.some((field) => field.searchable),
        emptyTitle: listTexts(declaration).empty.title,
        section: declaration.menu?.section ?? 'admin',
        ...(createServed ? { create: { path: `${path}/create`, title: pageTexts(declaration).createTitle } } : {}),
      };
    });
}

/** Ids of existing rows a seeded row may point at, by the portal resource a reference field names ('pessoas'). */
export type SeedReferences = Partial<Record<string, number>>;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A value for a field of the `n`th seeded row (1 to 28), as a user would type it: texts as long as real
 * ones with the walk's `suffix` (its search finds them), distinct days (a unique key may hold one), an
 * instant far ahead (a version of the terms must not come into force for other specs' partners).
 */
function sampleValue(field: FieldDeclaration, n: number, suffix: string, references: SeedReferences): unknown {
  if (field.defaultValue !== undefined) return field.defaultValue;
  switch (field.input) {
    case 'text':
      // Within the shortest text a declaration takes (a version of the terms: 40 characters).
      return `Metalúrgica Aço Forte ${suffix}-${n}`;
    case 'longText':
      return `${field.label} da Metalúrgica Aço Forte: exclusão do ICMS da base do PIS/COFINS, parecer ${suffix}-${n}.`;
    case 'number':
      return n;
    case 'money':
      return '12345678.90';
    case 'percent':
      return '12.5';
    case 'date':
      return `2025-01-${pad(n)}`;
    case 'dateTime':
      return `2099-01-${pad(n)}T12:00:00Z`;
    case 'boolean':
      return true;
    case 'enum':
      return field.choices?.[0]?.id;
    case 'reference':
      return field.reference ? references[field.reference] : undefined;
    case 'document':
      return validCnpj();
    case 'email':
      return `contato.${suffix}.${n}@example.com`;
    case 'phone':
      return '11987654321';
    case 'cep':
      return '01001000';
  }
}

export type SeedRequest = { path: string; body: Record<string, unknown> };

/**
 * The generated POST that creates the `n`th seeded row of `declaration` (under its parent's path when it
 * is nested), its body one value per declared field its create schema takes; undefined when the kit
 * serves no JSON POST (none, or a `createFiles` form) or such a body does not pass the create schema and
 * its rules (UNSEEDED_LISTS says why).
 */
export function seedRequest(declaration: ResourceDeclaration, n: number, suffix: string, references: SeedReferences): SeedRequest | undefined {
  const create = declaration.schemas.create;
  if (!servesRoute(declaration, 'create') || declaration.createFiles || !create) return undefined;
  const body: Record<string, unknown> = {};
  for (const key of Object.keys(create.shape)) {
    const field = declaration.fields[key as keyof typeof declaration.fields];
    const value = field ? sampleValue(field, n, suffix, references) : undefined;
    if (value !== undefined) body[key] = value;
  }
  const { nested } = declaration;
  let path = `${declaration.apiPath}/`;
  if (nested) {
    const parent = declaration.fields[nested.column]?.reference;
    const parentId = parent ? references[parent] : undefined;
    if (parentId === undefined) return undefined;
    delete body[nested.column];
    path = `${nested.parentPath}/${parentId}/${nested.segment}`;
  }
  return withRules(create, declaration.rules).safeParse(body).success ? { path, body } : undefined;
}

/**
 * Posts `count` rows of each of `lists` but UNSEEDED_LISTS through `api`, in the lists' order, and fails on
 * a list whose row it cannot build; answers the names of the lists it seeded.
 */
export async function seedDeclaredRows(
  api: Pick<ApiClient, 'post'>,
  lists: readonly DeclaredList[],
  { count, suffix, references }: { count: number; suffix: string; references: SeedReferences },
): Promise<Set<ResourceName>> {
  const seeded = new Set<ResourceName>();
  for (const { name } of lists) {
    if (UNSEEDED_LISTS[name]) continue;
    for (let n = 1; n <= count; n++) {
      const request = seedRequest(declarationNamed(name), n, suffix, references);
      if (!request) throw new Error(`${name}: no row built from its declared fields passes its create schema; fix sampleValue or name it in UNSEEDED_LISTS`);
      await api.post(request.path, request.body);
    }
    seeded.add(name);
  }
  return seeded;
}

export const declarationNamed = (name: ResourceName) => declarations.find((declaration) => declaration.name === name)!;
