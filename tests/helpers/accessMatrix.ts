// What the access-matrix test needs: the callers every route is tried with, the answer each must get
// (EXPECTED_ROLES, written by hand, not read from common/policy.ts), a concrete request for any declared
// route, and broken tokens.
import type { InjectOptions } from 'fastify';
import { SignJWT } from 'jose';
import type { Actor, Permission } from '../../common/policy';
import { declarations, servesExport, servesRoute, updateMethodsOf, type ResourceDeclaration } from '../../common/resources';
import type { RouteAccess } from '../../server/platform/auth/guard';
import { forbidden } from '../../server/platform/errors';

/** The guard's refusal; a handler may refuse for its own reasons with another detail. */
export const GUARD_FORBIDDEN = forbidden().detail;

/** An id no row has: allowed callers reach the handler and get a 404 or a validation answer. */
export const DUMMY_ID = 987654;

export type Caller = { label: string; role: number; is_superuser: boolean };

/**
 * Every role, plus a superuser whose role is an external one: being a superuser alone must open
 * every route.
 */
export const CALLERS: Caller[] = [
  ...[1, 2, 3, 4, 5, 6].map((role) => ({ label: `role ${role}`, role, is_superuser: false })),
  { label: 'superuser', role: 5, is_superuser: true },
];

const ALL_ROLES = [1, 2, 3, 4, 5, 6] as const;
/** Staff: 1 Administrador, 2 Executivo de Contas, 4 Membro de equipe. */
const STAFF = [1, 2, 4] as const;
const ADMINISTRATOR = [1] as const;
/** Vínculos: 1 Administrador and 4 Membro de equipe. */
const LINK_MANAGERS = [1, 4] as const;
/** No role by itself: superusers only. */
const NONE = [] as const;

/**
 * Who may do what, written by hand, independent of common/policy.ts: the roles (non-superusers) allowed
 * each permission. A superuser is allowed everything whatever its role. Persons and opportunities are
 * open to every signed-in role; the row scope (external users see only their circle) is proven by the
 * scope tests. Typed by Permission, so a permission added to the policy does not compile until it is
 * declared here.
 */
export const EXPECTED_ROLES: Record<Permission, readonly number[]> = {
  // GET /users/: staff and superusers, since pickers need it; external roles get 403.
  'users.list': STAFF,
  // The 'Gestão de Usuários' screen: "Usuários (/admin, Administrador only)".
  'users.manage': ADMINISTRATOR,
  // User management: an Administrador or a superuser.
  'users.create': ADMINISTRATOR,
  'users.read': ADMINISTRATOR,
  'users.edit': ADMINISTRATOR,
  'users.delete': ADMINISTRATOR,
  // POST /users/bulk: the same administrators, row by row under the edit's and delete's rules.
  'users.bulk': ADMINISTRATOR,
  // POST /password-recovery-html-content/{email}: superuser.
  'users.recoveryPreview': NONE,
  // The audit trail: administrators.
  'auditoria.list': ADMINISTRATOR,
  // One's own account: anyone signed in.
  'me.read': ALL_ROLES,
  'me.edit': ALL_ROLES,
  'me.delete': ALL_ROLES,
  // Persons: every role, with row scope; 'Sincronizar com Odoo': role 1.
  'persons.list': ALL_ROLES,
  'persons.read': ALL_ROLES,
  'persons.create': ALL_ROLES,
  'persons.edit': ALL_ROLES,
  'persons.delete': ALL_ROLES,
  'persons.bulk': ALL_ROLES,
  'persons.registry': ALL_ROLES,
  'persons.syncOdoo': ADMINISTRATOR,
  // The LGPD report and anonymisation: administrators.
  'persons.lgpd': ADMINISTRATOR,
  // Opportunities: every role, with row scope.
  'oportunidades.list': ALL_ROLES,
  'oportunidades.read': ALL_ROLES,
  'oportunidades.create': ALL_ROLES,
  'oportunidades.edit': ALL_ROLES,
  'oportunidades.delete': ALL_ROLES,
  'oportunidades.bulk': ALL_ROLES,
  'oportunidades.sync': ALL_ROLES,
  // Tags: anyone lists and creates them; permanent deletion is staff's.
  'tags.list': ALL_ROLES,
  'tags.create': ALL_ROLES,
  'tags.delete': STAFF,
  // An opportunity's documents: whoever may see the opportunity, within its row scope.
  'anexos.list': ALL_ROLES,
  'anexos.read': ALL_ROLES,
  'anexos.create': ALL_ROLES,
  'anexos.edit': ALL_ROLES,
  'anexos.delete': ALL_ROLES,
  // Activities: every role, with row scope (an external user: its circle's, never an internal one).
  'atividades.list': ALL_ROLES,
  'atividades.read': ALL_ROLES,
  'atividades.create': ALL_ROLES,
  'atividades.edit': ALL_ROLES,
  'atividades.delete': ALL_ROLES,
  'atividades.bulk': ALL_ROLES,
  // Deal registrations: every role registers (a partner for itself, staff on a partner's behalf) and reads
  // them, with row scope (an external user: its own partner person's); only staff decide.
  'registros.list': ALL_ROLES,
  'registros.read': ALL_ROLES,
  'registros.create': ALL_ROLES,
  'registros.decide': STAFF,
  // The commission ledger: everyone signed in lists and reads it, an external user its own person's
  // entries only (tests/api/comissoes.test.ts); 'Meu desempenho' and the monthly statement likewise.
  'comissoes.list': ALL_ROLES,
  'comissoes.read': ALL_ROLES,
  'comissoes.statement': ALL_ROLES,
  // A partner's commission terms: staff write them, a partner reads its own.
  'comissao_termos.list': ALL_ROLES,
  'comissao_termos.read': ALL_ROLES,
  'comissao_termos.create': STAFF,
  'comissao_termos.edit': STAFF,
  'comissao_termos.delete': STAFF,
  // What the company received, and the payouts: staff only.
  'recebimentos.list': STAFF,
  'recebimentos.read': STAFF,
  'recebimentos.create': STAFF,
  'recebimentos.delete': STAFF,
  'comissao_lotes.list': STAFF,
  'comissao_lotes.read': STAFF,
  'comissao_lotes.create': STAFF,
  'comissao_lotes.delete': STAFF,
  // Vínculos: roles 1 and 4.
  'vinculos.list': LINK_MANAGERS,
  'vinculos.create': LINK_MANAGERS,
  'vinculos.delete': LINK_MANAGERS,
  // CEP lookup in the address form: anyone signed in.
  'cep.read': ALL_ROLES,
  // The home page's dashboard: anyone signed in, over its own row scope.
  'dashboard.read': ALL_ROLES,
  // Teses: every signed-in user reads the catalogue; only role 1 (and superusers) writes it and sees its
  // screen.
  'teses.list': ALL_ROLES,
  'teses.read': ALL_ROLES,
  'teses.create': ADMINISTRATOR,
  'teses.edit': ADMINISTRATOR,
  'teses.delete': ADMINISTRATOR,
  'teses.bulk': ADMINISTRATOR,
  'teses.manage': ADMINISTRATOR,
  // Campanhas: the team reads them, administrators write them.
  'campanhas.list': STAFF,
  'campanhas.read': STAFF,
  'campanhas.create': ADMINISTRATOR,
  'campanhas.edit': ADMINISTRATOR,
  'campanhas.delete': ADMINISTRATOR,
  'integrations.status': ALL_ROLES,
  // The top bar's search: anyone signed in, within its row scope (users only for users.list's roles).
  'search.read': ALL_ROLES,
  // Saved list views: anyone signed in, over their own views only.
  'views.list': ALL_ROLES,
  'views.create': ALL_ROLES,
  'views.delete': ALL_ROLES,
  // The partner agreement's versions: administrators write them and see the screen; the version in force
  // is read by whoever must accept it.
  'termos.list': ADMINISTRATOR,
  'termos.read': ADMINISTRATOR,
  'termos.create': ADMINISTRATOR,
  'termos.edit': ADMINISTRATOR,
  'termos.delete': ADMINISTRATOR,
  'termos.manage': ADMINISTRATOR,
  'termos.vigente': ALL_ROLES,
  // One's own notifications: anyone signed in, its own only.
  'notificacoes.list': ALL_ROLES,
  'notificacoes.edit': ALL_ROLES,
};

/**
 * Superuser management: only superusers create a superuser, grant or remove is_superuser, or change or
 * delete a superuser's account. Each row is a request on a target user (`:target` in the url) that is or
 * is not a superuser; every caller but a superuser gets 403 (a role-1 administrator passes the guard and
 * is refused by the handler, with the same detail).
 */
export type SuperuserRow = {
  label: string;
  method: 'POST' | 'PATCH' | 'DELETE';
  url: string;
  targetIsSuperuser: boolean;
  body?: Record<string, unknown>;
};
export const SUPERUSER_ROWS: SuperuserRow[] = [
  {
    label: 'create a superuser',
    method: 'POST',
    url: '/api/v1/users/',
    targetIsSuperuser: false,
    body: { email: 'novo-super@example.com', password: 'senha-segura-123', is_superuser: true, role: 1 },
  },
  { label: 'grant is_superuser', method: 'PATCH', url: '/api/v1/users/:target', targetIsSuperuser: false, body: { is_superuser: true } },
  { label: 'remove is_superuser', method: 'PATCH', url: '/api/v1/users/:target', targetIsSuperuser: true, body: { is_superuser: false } },
  { label: "set a superuser's password", method: 'PATCH', url: '/api/v1/users/:target', targetIsSuperuser: true, body: { password: 'outra-senha-123' } },
  { label: "change a superuser's email", method: 'PATCH', url: '/api/v1/users/:target', targetIsSuperuser: true, body: { email: 'tomado@example.com' } },
  { label: "change a superuser's role", method: 'PATCH', url: '/api/v1/users/:target', targetIsSuperuser: true, body: { role: 5 } },
  { label: 'deactivate a superuser', method: 'PATCH', url: '/api/v1/users/:target', targetIsSuperuser: true, body: { is_active: false } },
  { label: 'delete a superuser', method: 'DELETE', url: '/api/v1/users/:target', targetIsSuperuser: true },
];

/** True when the expected table (EXPECTED_ROLES) lets this caller do what the permission guards. */
export function expectedAllows(permission: Permission, caller: Pick<Actor, 'role' | 'is_superuser'>): boolean {
  const roles = EXPECTED_ROLES[permission];
  if (!roles) throw new Error(`${permission} is not declared in EXPECTED_ROLES`);
  return caller.is_superuser || roles.includes(caller.role);
}

/** True when EXPECTED_ROLES lets the caller pass the route's rule (only the guard reads common/policy.ts). */
export function policyAllows(route: RouteAccess, caller: Pick<Actor, 'role' | 'is_superuser'>): boolean {
  return route.access === 'public' || expectedAllows(route.access, caller);
}

/** A URL for a declared route: every path parameter gets the dummy id. */
export function concreteUrl(url: string): string {
  return url
    .replace(/:[A-Za-z_][A-Za-z0-9_]*(\([^)]*\))?/g, String(DUMMY_ID))
    .replace(/\*/g, 'x');
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The request the matrix sends: dummy ids in the path, an empty JSON object as body. */
export function requestFor(route: RouteAccess, headers: Record<string, string> = {}): InjectOptions {
  const method = route.method as InjectOptions['method'];
  const options: InjectOptions = { method, url: concreteUrl(route.url), headers };
  if (BODY_METHODS.has(route.method)) options.payload = {};
  return options;
}

/** A well-signed access token whose expiry has passed. */
export function expiredToken(secret: string, userId: number): Promise<string> {
  const past = Math.floor(Date.now() / 1000) - 3600;
  return new SignJWT({ typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt(past - 60)
    .setExpirationTime(past)
    .sign(new TextEncoder().encode(secret));
}

/** A real token whose payload was rewritten to claim another user, keeping the original signature. */
export function tamperedToken(token: string, claimedUserId: number): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  const forged = Buffer.from(JSON.stringify({ ...claims, sub: String(claimedUserId) })).toString('base64url');
  return [header, forged, signature].join('.');
}

// ---------------------------------------------------------------------------------------------------
// Row scope (tests/api/scope.test.ts): which routes the scope walk calls, and how.
// ---------------------------------------------------------------------------------------------------

/** The rows an external user's scope covers, named by the path parameter that addresses one of them. */
export type ScopedRow =
  | 'person'
  | 'oportunidade'
  | 'address'
  | 'contact'
  | 'bankAccount'
  | 'anexo'
  | 'atividade'
  | 'comissao'
  | 'comissaoTermo'
  | 'registro';

/** Path parameters naming one scoped row: out of scope, the route must answer like a missing row (404). */
export const SCOPED_ID_PARAMS: Record<string, ScopedRow> = {
  person_id: 'person',
  oportunidade_id: 'oportunidade',
  address_id: 'address',
  contact_id: 'contact',
  bank_account_id: 'bankAccount',
  anexo_id: 'anexo',
  atividade_id: 'atividade',
  registro_id: 'registro',
  comissao_id: 'comissao',
  comissao_termo_id: 'comissaoTermo',
};

/**
 * Path parameters naming a person that filter a list (GET /oportunidades/parceiro/:parceiro_id): a foreign
 * person is not an error there, it must list nothing, exactly as a person that does not exist.
 */
export const PERSON_FILTER_PARAMS = new Set(['parceiro_id']);

/**
 * External-role routes the scope walk does not call and no declaration's `rowScope` answers for
 * (DECLARED_SCOPE), each with the reason. Any other route an external role may call must be a by-id route
 * (a SCOPED_ID_PARAMS parameter) or a persons/opportunities list, or the walk fails: a new route is
 * classified the day it appears. tests/api/scope.test.ts also fails on an entry that names no route an
 * external role may call, or a route its declaration already scopes.
 */
export const NOT_ROW_SCOPED: Record<string, string> = {
  'POST /api/v1/login/test-token': 'answers the caller itself',
  'GET /api/v1/users/me': "the caller's own account",
  'PATCH /api/v1/users/me': "the caller's own account",
  'DELETE /api/v1/users/me': "the caller's own account",
  'PATCH /api/v1/users/me/password': "the caller's own account",
  'GET /api/v1/users/me/mfa': "the caller's own two-factor login",
  'POST /api/v1/users/me/mfa': "the caller's own two-factor login",
  'POST /api/v1/users/me/mfa/confirm': "the caller's own two-factor login",
  'DELETE /api/v1/users/me/mfa': "the caller's own two-factor login",
  'GET /api/v1/users/me/sessions': "the caller's own sessions",
  'DELETE /api/v1/users/me/sessions': "the caller's own sessions",
  'DELETE /api/v1/users/me/sessions/:session_id':
    "the caller's own session; tests/api/loginSessions.test.ts: another user's answers 404",
  'POST /api/v1/logout': "ends the caller's own session",
  'PUT /api/v1/users/me/person':
    "the caller's own account; the person it names is checked against the caller's circle in tests/api/users.mePerson.test.ts",
  'GET /api/v1/cep/:cep': 'an address lookup in an outside service, no row',
  'GET /api/v1/integrations/status': 'which outside services are configured, no row',
  'POST /api/v1/persons/create-with-cnpj': 'creates a row; names none',
  'POST /api/v1/persons/import': 'names rows by document in its file; tests/api/import.test.ts checks its row scope',
  'POST /api/v1/oportunidades/import': 'names rows by ID externo in its file; tests/api/import.test.ts checks its row scope',
  'GET /api/v1/oportunidades/enums/estagios': 'a lookup table, not rows of anyone',
  'GET /api/v1/oportunidades/enums/status': 'a lookup table, not rows of anyone',
  'GET /api/v1/oportunidades/enums/teses': 'a lookup table, not rows of anyone',
  'GET /api/v1/oportunidades/pipeline': 'per-stage totals, not rows; its totals are checked on their own',
  'GET /api/v1/dashboard': 'totals plus own rows; tests/api/dashboard.test.ts checks each role\'s numbers',
  'GET /api/v1/search':
    "persons and opportunities found by a text; tests/api/search.test.ts checks every role's row scope and hides users from external roles",
  'GET /api/v1/registros/receita/:cnpj': 'a company lookup in an outside service, no row',
  'GET /api/v1/comissoes/extrato':
    "the caller's own person's statement (staff: any); tests/api/comissoes.test.ts: another partner's answers 404",
  'GET /api/v1/comissoes/desempenho':
    "the caller's own person's figures (staff: any); tests/api/comissoes.test.ts: another partner's answers 404",
  'GET /api/v1/views': "the caller's own saved views; tests/api/views.test.ts shows no one else's",
  'POST /api/v1/views': "saves a view of the caller's own",
  'DELETE /api/v1/views/:view_id': "the caller's own saved view; tests/api/views.test.ts: another's answers 404",
  'POST /api/v1/users/me/aceite': "the caller's own acceptance of the partner agreement",
  'GET /api/v1/users/me/notificacoes': "the caller's own notification preferences",
  'PUT /api/v1/users/me/notificacoes': "the caller's own notification preferences",
  'GET /api/v1/termos/vigente': 'the partner agreement in force, the same text for every partner',
  'GET /api/v1/notificacoes': "the caller's own notifications; tests/api/notificacoes.test.ts shows no one else's",
  'GET /api/v1/notificacoes/stream': "the caller's own notifications, live; tests/api/notificacoes.test.ts",
  'POST /api/v1/notificacoes/lidas': "marks the caller's own notifications read; tests/api/notificacoes.test.ts leaves others' unread",
  'POST /api/v1/notificacoes/:notificacao_id/lida':
    "the caller's own notification; tests/api/notificacoes.test.ts: another's answers 404 and stays unread",
};

export type ScopeWalk =
  | { walk: 'by-id'; scoped: string[] }
  | { walk: 'list'; rows: 'persons' | 'oportunidades' }
  /** Scoped by its declaration's `rowScope` (DECLARED_SCOPE). */
  | { walk: 'declared'; reason: string }
  | { walk: 'none'; reason: string };

export const routeKey = (route: Pick<RouteAccess, 'method' | 'url'>) => `${route.method} ${route.url}`;

/** The path parameters of a declared route, in order. */
export const pathParams = (url: string): string[] =>
  [...url.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]);

/**
 * The routes the kit generates for a declaration (server/resource/crudRoutes.ts), less what it omits: its
 * list, export, create and bulk at `apiPath`, its single-row routes at `apiPath/:idParam` (a `rowKey`'s DELETE
 * at `apiPath`, the key in its body), and a `nested`
 * declaration's list and create under its parent. Its server part's `extra` routes are not among them.
 */
function generatedRouteKeys(declaration: ResourceDeclaration): string[] {
  const { apiPath, idParam, nested, bulk } = declaration;
  const base = `/api/v1/${apiPath}`;
  const under = nested && `/api/v1/${nested.parentPath}/:${nested.parentIdParam}/${nested.segment}`;
  // Only what the kit serves: a route the declaration omits may be an `extra` route at the same path,
  // which its own code scopes and the walk must still prove.
  const serves = (route: Parameters<typeof servesRoute>[1]) => servesRoute(declaration, route);
  return [
    ...(serves('list') ? [`GET ${base}`] : []),
    ...(servesExport(declaration) ? [`GET ${base}/export`] : []),
    ...(serves('create') && !nested ? [`POST ${base}`] : []),
    ...(bulk ? [`POST ${base}/bulk`] : []),
    ...(serves('read') ? [`GET ${base}/:${idParam}`] : []),
    ...(serves('edit') ? updateMethodsOf(declaration).map((method) => `${method} ${base}/:${idParam}`) : []),
    ...(serves('delete') ? [declaration.rowKey ? `DELETE ${base}` : `DELETE ${base}/:${idParam}`] : []),
    ...(under && serves('list') ? [`GET ${under}`] : []),
    ...(under && serves('create') ? [`POST ${under}`] : []),
  ];
}

/**
 * The generated routes of every declaration that declares its row scope, with the declaration's reason:
 * `shared` rows are everyone's; `owned` rows are narrowed by its server part's `scope`, which
 * crudRoutes.ts refuses to mount without. The declaration answers for these routes, not a line of
 * NOT_ROW_SCOPED.
 */
export const DECLARED_SCOPE = new Map<string, string>(
  declarations.flatMap((declaration) => {
    if (!('rowScope' in declaration)) return [];
    const reason = 'shared' in declaration.rowScope ? `shared: ${declaration.rowScope.shared}` : `owned: ${declaration.rowScope.owned}`;
    return generatedRouteKeys(declaration).map((key) => [key, reason] as const);
  }),
);

/** The list walk of a GET whose rows are persons or opportunities. */
function listWalkOf(route: RouteAccess): ScopeWalk | undefined {
  if (route.method !== 'GET') return undefined;
  if (/^\/api\/v1\/persons(\/|$)/.test(route.url)) return { walk: 'list', rows: 'persons' };
  if (/^\/api\/v1\/oportunidades(\/|$)/.test(route.url)) return { walk: 'list', rows: 'oportunidades' };
  return undefined;
}

/**
 * How the scope walk treats a route; undefined when it does not know (the walk then fails). A path naming
 * a scoped row, or a list of rows the walk knows (persons, opportunities, whose pages a server part may read
 * its own way), is walked even when its declaration also answers for it: the walk proves the scope.
 */
export function scopeWalkOf(route: RouteAccess): ScopeWalk | undefined {
  const scoped = pathParams(route.url).filter((param) => param in SCOPED_ID_PARAMS);
  const declared = DECLARED_SCOPE.get(routeKey(route));
  // An export is a file, not {data, count}: its declaration answers for it (tests/api/export.test.ts checks its rows).
  const listed = NOT_ROW_SCOPED[routeKey(route)] || route.url.endsWith('/export') ? undefined : listWalkOf(route);
  if (declared?.startsWith('shared') || (declared && !scoped.length && !listed)) return { walk: 'declared', reason: declared };
  if (scoped.length) return { walk: 'by-id', scoped };
  const reason = NOT_ROW_SCOPED[routeKey(route)];
  if (reason) return { walk: 'none', reason };
  return listed;
}

/** A declared route's URL with every path parameter replaced; a parameter without a value throws. */
export function fillUrl(url: string, values: Record<string, string | number>): string {
  return url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    if (values[name] === undefined) throw new Error(`${url}: the scope walk has no value for :${name}; add one`);
    return encodeURIComponent(String(values[name]));
  });
}

/**
 * What the scope walk sends to a by-id route besides its path, keyed "METHOD /url": a valid body (or
 * query) for routes whose schema would refuse {} with a 422 before the handler looks the row up, and a
 * real change for writes, so "the row stays as it was" means something. A route without an entry gets {}.
 */
export const SCOPE_REQUESTS: Record<string, { payload?: object; query?: string }> = {
  'PUT /api/v1/persons/:person_id': { payload: { name: 'Invadida' } },
  'PATCH /api/v1/persons/:person_id': { payload: { name: 'Invadida' } },
  'POST /api/v1/persons/:person_id/addresses': {
    payload: { zip_code: '50000000', street: 'Invadida', number: '1', neighborhood: 'Sé', city: 'Recife', state: 'PE' },
  },
  'POST /api/v1/persons/:person_id/contacts': { payload: { contact_type: 2, value: 'invasor@example.com' } },
  'POST /api/v1/persons/:person_id/bank-accounts': {
    payload: { bank_code: '341', bank_name: 'Itaú', agency: '0001', account: '99999-9', account_type: 1 },
  },
  'PUT /api/v1/persons/addresses/:address_id': { payload: { street: 'Invadida' } },
  'PUT /api/v1/persons/contacts/:contact_id': { payload: { value: 'invasor@example.com' } },
  'PUT /api/v1/persons/bank-accounts/:bank_account_id': { payload: { bank_name: 'Invadida' } },
  'POST /api/v1/persons/:person_id/sync-receita': { payload: { campos_atualizar: ['name'] } },
  'PUT /api/v1/oportunidades/:oportunidade_id': { payload: { titulo: 'Invadida' } },
  'PATCH /api/v1/oportunidades/:oportunidade_id': { payload: { titulo: 'Invadida' } },
  'PUT /api/v1/oportunidades/anexos/:anexo_id': { query: 'descricao=Invadida' },
  'PATCH /api/v1/oportunidades/anexos/:anexo_id': { query: 'descricao=Invadida' },
  'PATCH /api/v1/atividades/:atividade_id': { payload: { titulo: 'Invadida' } },
};

/**
 * The routes the hand-written scope lists covered before the walk was generated: the walk must cover at
 * least these, so a change to the classification cannot make it silently match nothing.
 */
export const FORMERLY_HAND_WRITTEN = {
  byId: [
    'GET /api/v1/persons/:person_id',
    'PATCH /api/v1/persons/:person_id',
    'PUT /api/v1/persons/:person_id',
    'DELETE /api/v1/persons/:person_id',
    'GET /api/v1/persons/:person_id/addresses',
    'POST /api/v1/persons/:person_id/addresses',
    'GET /api/v1/persons/:person_id/contacts',
    'GET /api/v1/persons/:person_id/bank-accounts',
    'GET /api/v1/persons/:person_id/receita-data',
    'POST /api/v1/persons/:person_id/sync-receita',
    'GET /api/v1/oportunidades/:oportunidade_id',
    'PATCH /api/v1/oportunidades/:oportunidade_id',
    'PUT /api/v1/oportunidades/:oportunidade_id',
    'DELETE /api/v1/oportunidades/:oportunidade_id',
    'GET /api/v1/oportunidades/:oportunidade_id/historico',
    'GET /api/v1/oportunidades/:oportunidade_id/tags',
    'POST /api/v1/oportunidades/:oportunidade_id/tags/:tag_id',
    'GET /api/v1/oportunidades/:oportunidade_id/anexos',
  ],
  lists: [
    'GET /api/v1/persons',
    'GET /api/v1/persons/search/:query',
    'GET /api/v1/oportunidades',
    'GET /api/v1/oportunidades/search',
    'GET /api/v1/oportunidades/parceiro/:parceiro_id',
  ],
};
