// A fake Odoo on loopback speaking both external APIs as a real server does:
// - JSON-RPC: POST /jsonrpc {"jsonrpc":"2.0","method":"call","params":{"service","method","args"}}; service
//   common (login, authenticate, version) and object (execute_kw); errors as HTTP 200 with `error`.
// - JSON-2 (version >= 19): POST /json/2/<model>/<method>, `Authorization: bearer <key>`, named parameters;
//   errors as a 4xx/5xx status with {name, message, arguments, context, debug}.
// - GET /web/version and POST /web/webclient/version_info for the version.
// Every model call is recorded (tests assert models, methods and values) and knobs make the next calls fail
// in either envelope, answer without `result`, or answer slowly. GET /__fake/calls, GET
// /__fake/records/<model> and POST /__fake/reset let an end-to-end test look inside.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseJson, sendJson, sendText, sleep, startServer, type FakeServer } from './http';
import { MODELS, OdooException, OdooStore, type Domain, type StoredRecord } from './odooStore';

export type OdooProtocol = 'jsonrpc' | 'json2';
export type RecordedCall = {
  protocol: OdooProtocol;
  model: string;
  method: string;
  ids?: number[];
  /** Every parameter by name, whichever way it was sent. */
  params: Record<string, unknown>;
};
export type RecordedRequest = { method: string; path: string; headers: IncomingMessage['headers']; body: unknown };

export type OdooFailure =
  /** Odoo raises: HTTP 200 + `error` in JSON-RPC, `status` (default 500) + error body in JSON-2. */
  | { kind: 'error'; message: string; name?: string; status?: number }
  /** Something in front of Odoo answers this status with a non-JSON page. */
  | { kind: 'http'; status: number; body?: string }
  /** JSON-RPC answers with neither `result` nor `error`; JSON-2 with an empty 200. */
  | { kind: 'no-result' }
  /** The answer comes after this delay. */
  | { kind: 'delay'; ms: number }
  /** Odoo does the work at once but its answer comes after this delay (a server that dies meanwhile). */
  | { kind: 'late-answer'; ms: number };
export type FailureRule = { model?: string; method?: string; times?: number; failure: OdooFailure };

export type FakeOdooOptions = {
  port?: number;
  version?: string;
  db?: string;
  username?: string;
  apiKey?: string;
  /** Odoo before 16 has no GET /web/version, only the JSON-RPC version_info route. */
  webVersionRoute?: boolean;
};

const UID = 2;
type Signature = { onRecords: boolean; params: string[]; varKw?: boolean };
const SIGNATURES: Record<string, Signature> = {
  create: { onRecords: false, params: ['vals_list'] },
  write: { onRecords: true, params: ['vals'] },
  search: { onRecords: false, params: ['domain', 'offset', 'limit', 'order'] },
  search_read: { onRecords: false, params: ['domain', 'fields', 'offset', 'limit', 'order'] },
  search_count: { onRecords: false, params: ['domain', 'limit'] },
  read: { onRecords: true, params: ['fields', 'load'] },
  unlink: { onRecords: true, params: [] },
  load: { onRecords: false, params: ['fields', 'data'] },
  action_set_won: { onRecords: true, params: [] },
  action_set_lost: { onRecords: true, params: [], varKw: true },
};

const JSON2_STATUS: Record<string, number> = {
  'odoo.exceptions.MissingError': 404,
  'odoo.exceptions.AccessError': 403,
  'odoo.exceptions.AccessDenied': 403,
  'odoo.exceptions.ValidationError': 422,
  'odoo.exceptions.UserError': 422,
  'builtins.ValueError': 422,
  'builtins.TypeError': 422,
};

const rpcIdOf = (body: unknown) => (body as { id?: unknown } | undefined)?.id ?? null;
const typeError = (message: string) => new OdooException('builtins.TypeError', message);

export class FakeOdoo {
  readonly store = new OdooStore();
  readonly calls: RecordedCall[] = [];
  readonly requests: RecordedRequest[] = [];
  private failures: FailureRule[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private server?: FakeServer;
  readonly options: Required<Omit<FakeOdooOptions, 'port'>>;

  constructor(options: FakeOdooOptions = {}) {
    const given = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined));
    this.options = {
      version: '19.0',
      db: 'portal',
      username: 'integracao@example.com',
      apiKey: 'odoo-api-key-0123456789',
      webVersionRoute: true,
      ...given,
    };
  }

  static async start(options: FakeOdooOptions = {}): Promise<FakeOdoo> {
    const fake = new FakeOdoo(options);
    fake.server = await startServer((req, res, body) => {
      const handling = fake.handle(req, res, body).finally(() => fake.inFlight.delete(handling));
      fake.inFlight.add(handling);
      return handling;
    }, options.port);
    return fake;
  }

  get url(): string {
    if (!this.server) throw new Error('fake Odoo not started');
    return this.server.url;
  }

  /** The settings that point the portal at this fake. */
  config(protocol: 'auto' | OdooProtocol = 'auto') {
    return {
      ODOO_URL: this.url,
      ODOO_DB: this.options.db,
      ODOO_USERNAME: this.options.username,
      ODOO_API_KEY: this.options.apiKey,
      ODOO_PROTOCOL: protocol,
    };
  }

  get major(): number {
    return Number(this.options.version.match(/(\d+)/)?.[1] ?? 0);
  }

  /** Makes matching calls fail (default: the next one only). Version probes fail only when method is 'version'. */
  fail(rule: FailureRule): void {
    this.failures.push({ times: 1, ...rule });
  }

  /** Calls of one model (and method), in order. */
  callsTo(model: string, method?: string): RecordedCall[] {
    return this.calls.filter((c) => c.model === model && (!method || c.method === method));
  }

  records(model: string): StoredRecord[] {
    return this.store.rows(model);
  }

  /** Resolves once every request received so far has been answered (slow ones included). */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  reset(): void {
    this.store.reset();
    this.calls.length = 0;
    this.requests.length = 0;
    this.failures = [];
  }

  close(): Promise<void> {
    return this.server?.close() ?? Promise.resolve();
  }

  private takeFailure(model: string | undefined, method: string): OdooFailure | undefined {
    const rule = this.failures.find(
      (r) =>
        (r.model === undefined || r.model === model) &&
        (r.method === undefined ? method !== 'version' : r.method === method),
    );
    if (!rule) return undefined;
    rule.times = (rule.times ?? 1) - 1;
    if (rule.times <= 0) this.failures = this.failures.filter((r) => r !== rule);
    return rule.failure;
  }

  private versionInfo() {
    const [major, minor = 0] = this.options.version.split('.').map(Number);
    return {
      server_version: this.options.version,
      server_version_info: [major, minor, 0, 'final', 0, ''],
      server_serie: this.options.version,
      protocol_version: 1,
    };
  }

  private async handle(req: IncomingMessage, res: ServerResponse, text: string): Promise<void> {
    const path = (req.url ?? '/').split('?')[0];
    const body = parseJson(text);
    if (!path.startsWith('/__fake/')) {
      this.requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body: body ?? text });
    }
    const json2 = path.match(/^\/json\/2\/([^/]+)\/([^/]+)$/);
    if (req.method === 'GET' && path === '/web/version' && this.options.webVersionRoute) {
      return this.answer(res, 'json2', undefined, 'version', () => this.versionInfo());
    }
    if (req.method === 'POST' && path === '/web/webclient/version_info') {
      return this.answer(res, 'jsonrpc', undefined, 'version', () => this.versionInfo(), rpcIdOf(body));
    }
    if (req.method === 'POST' && path === '/jsonrpc') return this.handleJsonRpc(res, body);
    if (req.method === 'POST' && json2 && this.major >= 19) {
      return this.handleJson2(req, res, decodeURIComponent(json2[1]), decodeURIComponent(json2[2]), body);
    }
    if (path === '/__fake/calls') return sendJson(res, 200, this.calls);
    if (path.startsWith('/__fake/records/')) return sendJson(res, 200, this.records(path.slice(16)));
    if (path === '/__fake/reset' && req.method === 'POST') {
      this.reset();
      return sendJson(res, 200, { ok: true });
    }
    return sendText(res, 404, '<!DOCTYPE html><title>404: Not Found</title><h1>Not Found</h1>');
  }

  private handleJsonRpc(res: ServerResponse, body: unknown): Promise<void> {
    const rpcId = rpcIdOf(body);
    const envelope = body as { params?: { service?: string; method?: string; args?: unknown[] } } | undefined;
    const { service, method = '', args = [] } = envelope?.params ?? {};
    if (service === 'common') {
      return this.answer(res, 'jsonrpc', undefined, method, () => this.common(method, args), rpcId);
    }
    if (service === 'object' && method === 'execute_kw') {
      const [db, uid, key, model, modelMethod, positional = [], kwargs = {}] = args as [
        string, number, string, string, string, unknown[], Record<string, unknown>,
      ];
      return this.answer(res, 'jsonrpc', model, modelMethod, () => {
        if (db !== this.options.db || uid !== UID || key !== this.options.apiKey) {
          throw new OdooException('odoo.exceptions.AccessDenied', 'Access Denied');
        }
        return this.invoke('jsonrpc', model, modelMethod, this.fromPositional(modelMethod, positional, kwargs));
      }, rpcId);
    }
    return this.answer(res, 'jsonrpc', undefined, method, () => {
      throw new OdooException('builtins.KeyError', `Unknown service or method: ${service}.${method}`);
    }, rpcId);
  }

  private common(method: string, args: unknown[]): unknown {
    if (method === 'version') return this.versionInfo();
    if (method !== 'login' && method !== 'authenticate') throw new OdooException('builtins.KeyError', method);
    const [db, login, key] = args;
    const ok = db === this.options.db && login === this.options.username && key === this.options.apiKey;
    return ok ? UID : false;
  }

  private handleJson2(req: IncomingMessage, res: ServerResponse, model: string, method: string, body: unknown) {
    return this.answer(res, 'json2', model, method, () => {
      if (req.headers.authorization?.replace(/^bearer\s+/i, '') !== this.options.apiKey) {
        throw Object.assign(new OdooException('werkzeug.exceptions.Unauthorized', 'Invalid apikey'), { status: 401 });
      }
      const db = req.headers['x-odoo-database'];
      if (db !== undefined && db !== this.options.db) {
        throw Object.assign(new OdooException('werkzeug.exceptions.NotFound', 'Database not found'), { status: 404 });
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw Object.assign(new OdooException('werkzeug.exceptions.BadRequest', 'Invalid JSON body'), { status: 400 });
      }
      const { ids, context: _context, ...named } = body as Record<string, unknown>;
      return this.invoke('json2', model, method, { ids: ids as number[] | undefined, params: named });
    });
  }

  /** execute_kw's positional arguments as named ones: ids first for record methods, then the signature. */
  private fromPositional(method: string, positional: unknown[], kwargs: Record<string, unknown>) {
    const signature = SIGNATURES[method];
    if (!signature) return { params: kwargs };
    const rest = [...positional];
    const ids = signature.onRecords ? (rest.shift() as number[]) : undefined;
    if (rest.length > signature.params.length) throw typeError(`${method}() takes too many positional arguments`);
    const params: Record<string, unknown> = {};
    rest.forEach((value, i) => (params[signature.params[i]] = value));
    for (const [name, value] of Object.entries(kwargs)) {
      if (name in params) throw typeError(`${method}() got multiple values for argument '${name}'`);
      params[name] = value;
    }
    return { ids, params };
  }

  private invoke(protocol: OdooProtocol, model: string, method: string, call: { ids?: number[]; params: Record<string, unknown> }) {
    this.calls.push({ protocol, model, method, ...(call.ids ? { ids: call.ids } : {}), params: call.params });
    if (!MODELS[model]) throw new OdooException('builtins.KeyError', model);
    const signature = SIGNATURES[method];
    if (!signature || (method.startsWith('action_set_') && model !== 'crm.lead')) {
      throw new OdooException('builtins.AttributeError', `The method '${method}' does not exist on the model '${model}'`);
    }
    const unexpected = Object.keys(call.params).find((name) => !signature.params.includes(name));
    if (unexpected && !signature.varKw) throw typeError(`${method}() got an unexpected keyword argument '${unexpected}'`);
    const ids = call.ids ?? [];
    if (signature.onRecords && !Array.isArray(call.ids)) throw typeError(`${method}() needs record ids`);
    const p = call.params;
    const domain = (p.domain ?? []) as Domain;
    const page = { offset: p.offset as number | undefined, limit: p.limit as number | undefined };
    switch (method) {
      case 'create': {
        const single = !Array.isArray(p.vals_list);
        const created = this.store.create(model, (single ? [p.vals_list] : p.vals_list) as Record<string, unknown>[]);
        return single ? created[0] : created;
      }
      case 'write': return this.store.write(model, ids, p.vals as Record<string, unknown>);
      case 'search': return this.store.search(model, domain, page);
      case 'search_count': return this.store.search(model, domain).length;
      case 'search_read': return this.store.read(model, this.store.search(model, domain, page), p.fields as string[]);
      case 'read': return this.store.read(model, ids, p.fields as string[]);
      case 'unlink': return this.store.unlink(model, ids);
      case 'load': return this.store.load(model, p.fields, p.data);
      case 'action_set_won': {
        const [won] = this.store.search('crm.stage', [['is_won', '=', true]], { limit: 1 });
        this.store.write(model, ids, { stage_id: won, probability: 100, active: true });
        return true;
      }
      default: {
        this.store.write(model, ids, { ...p, active: false, probability: 0 });
        return true;
      }
    }
  }

  /** Runs one operation and answers it in the protocol's envelope, unless a knob says otherwise. */
  private async answer(
    res: ServerResponse,
    protocol: OdooProtocol,
    model: string | undefined,
    method: string,
    run: () => unknown,
    rpcId: unknown = null,
  ): Promise<void> {
    const id = rpcId;
    const failure = this.takeFailure(model, method);
    if (failure?.kind === 'delay') await sleep(failure.ms);
    if (failure?.kind === 'http') {
      return sendText(res, failure.status, failure.body ?? `<html><body><h1>${failure.status}</h1></body></html>`);
    }
    if (failure?.kind === 'no-result') {
      return protocol === 'jsonrpc' ? sendJson(res, 200, { jsonrpc: '2.0', id }) : sendText(res, 200, '', 'application/json');
    }
    let result: unknown;
    try {
      if (failure?.kind === 'error') {
        const error = new OdooException(failure.name ?? 'odoo.exceptions.UserError', failure.message);
        throw Object.assign(error, { status: failure.status ?? 500 });
      }
      result = run();
      if (failure?.kind === 'late-answer') await sleep(failure.ms);
    } catch (error) {
      if (!(error instanceof OdooException)) throw error;
      const data = {
        name: error.odooName,
        message: error.message,
        arguments: [error.message],
        context: {},
        debug: `Traceback (most recent call last):\n  File "odoo/http.py", line 1, in fake\n${error.odooName}: ${error.message}\n`,
      };
      if (protocol === 'jsonrpc') {
        return sendJson(res, 200, { jsonrpc: '2.0', id, error: { code: 200, message: 'Odoo Server Error', data } });
      }
      const status = (error as { status?: number }).status ?? JSON2_STATUS[error.odooName] ?? 500;
      return sendJson(res, status, data);
    }
    if (protocol === 'jsonrpc') return sendJson(res, 200, { jsonrpc: '2.0', id, result });
    return sendJson(res, 200, result);
  }
}
