// The Odoo client the sync code uses: a handful of ORM methods over whichever transport the server speaks
// (ODOO_PROTOCOL, or the server's version when 'auto'). One client per configuration, so the detected
// protocol and the JSON-RPC login are reused across requests.
import type { Config } from '../../platform/config';
import { isRecord } from '../http';
import { isMissingRecord, odooInvalidReply, odooNotConfigured, odooRefused } from './errors';
import { json2Transport } from './json2';
import { jsonRpcTransport } from './jsonRpc';
import type { OdooCall, OdooSettings, OdooTransport } from './transport';
import { detectProtocol } from './version';

/** An Odoo search domain: [['code', '=', 'BR'], '|', [...], [...]]. */
export type OdooDomain = (string | [string, string, unknown])[];
export type OdooRecord = { id: number } & Record<string, unknown>;
/** A one2many/many2many command list, e.g. [[6, 0, ids]] to set the whole relation. */
export type OdooCommands = [number, number, ...unknown[]][];
/** Field values as Odoo writes them; `false` clears a field. */
export type OdooValues = Record<string, string | number | boolean | null | OdooCommands>;

export interface OdooClient {
  /** The transport in use, detected on first use when ODOO_PROTOCOL is 'auto'. */
  protocol(): Promise<'jsonrpc' | 'json2'>;
  execute(call: OdooCall): Promise<unknown>;
  create(model: string, values: OdooValues): Promise<number>;
  write(model: string, ids: number[], values: OdooValues): Promise<void>;
  search(model: string, domain: OdooDomain, options?: { limit?: number }): Promise<number[]>;
  searchRead(model: string, domain: OdooDomain, fields: string[], options?: { limit?: number }): Promise<OdooRecord[]>;
  /**
   * Odoo's import (`load`): rows of text cells under field paths ('id' for an external id, 'partner_id/.id'
   * for a database id). A row whose external id Odoo knows updates that record, otherwise it is created
   * together with the external id, in one transaction. The ids of the rows, in order.
   */
  load(model: string, fields: string[], rows: string[][]): Promise<number[]>;
  /** A record method such as action_set_won, run on these ids. */
  action(model: string, method: string, ids: number[], kwargs?: Record<string, unknown>): Promise<unknown>;
}

export function odooSettings(config: Config): OdooSettings {
  const { ODOO_URL, ODOO_DB, ODOO_API_KEY } = config;
  if (!ODOO_URL || !ODOO_DB || !ODOO_API_KEY) throw odooNotConfigured();
  return {
    url: ODOO_URL.replace(/\/+$/, ''),
    db: ODOO_DB,
    username: config.ODOO_USERNAME,
    apiKey: ODOO_API_KEY,
    timeoutMs: config.ODOO_TIMEOUT_MS,
  };
}

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

export function createOdooClient(settings: OdooSettings, protocol: Config['ODOO_PROTOCOL']): OdooClient {
  let transport: Promise<OdooTransport> | undefined;
  const open = async (): Promise<OdooTransport> => {
    const chosen = protocol === 'auto' ? await detectProtocol(settings) : protocol;
    return chosen === 'json2' ? json2Transport(settings) : jsonRpcTransport(settings);
  };
  // Remember the transport once it is known; a server that was down is asked again next time.
  const ready = () =>
    (transport ??= open().catch((error) => {
      transport = undefined;
      throw error;
    }));
  const execute = async (call: OdooCall) => (await ready()).execute(call);

  return {
    protocol: async () => (await ready()).protocol,
    execute,
    async create(model, values) {
      const result = await execute({ model, method: 'create', args: { vals_list: [values] } });
      const id = Array.isArray(result) ? result[0] : result;
      if (!isId(id)) throw odooInvalidReply(`o Odoo não confirmou a criação em ${model}`);
      return id;
    },
    async write(model, ids, values) {
      await execute({ model, method: 'write', ids, args: { vals: values } });
    },
    async search(model, domain, options = {}) {
      const result = await execute({ model, method: 'search', args: { domain }, kwargs: options });
      if (!Array.isArray(result) || !result.every(isId)) throw odooInvalidReply(`busca em ${model}`);
      return result;
    },
    async searchRead(model, domain, fields, options = {}) {
      const result = await execute({ model, method: 'search_read', args: { domain }, kwargs: { fields, ...options } });
      if (!Array.isArray(result) || !result.every((r) => isId(r?.id))) throw odooInvalidReply(`leitura de ${model}`);
      return result as OdooRecord[];
    },
    async load(model, fields, rows) {
      const result = await execute({ model, method: 'load', args: { fields, data: rows } });
      if (!isRecord(result)) throw odooInvalidReply(`importação em ${model}`);
      // Odoo reports what it refused as messages (and ids false), having written none of the rows.
      const messages = Array.isArray(result.messages) ? result.messages : [];
      const errors = messages.filter((m) => isRecord(m) && m.type === 'error').map((m) => String(m.message));
      if (errors.length) throw odooRefused(errors.join('; '));
      const { ids } = result;
      if (!Array.isArray(ids) || ids.length !== rows.length || !ids.every(isId)) {
        throw odooInvalidReply(`o Odoo não confirmou a importação em ${model}`);
      }
      return ids;
    },
    action(model, method, ids, kwargs) {
      return execute({ model, method, ids, kwargs });
    },
  };
}

const clients = new WeakMap<Config, OdooClient>();

/** The client for this configuration (503 when Odoo is not configured). */
export function odooClientFor(config: Config): OdooClient {
  const settings = odooSettings(config);
  let client = clients.get(config);
  if (!client) {
    client = createOdooClient(settings, config.ODOO_PROTOCOL);
    clients.set(config, client);
  }
  return client;
}

/**
 * Writes the values to a record the portal created in Odoo earlier: true when it did, false when Odoo has
 * since deleted that record (MissingError), so the caller can find or create it again.
 */
export async function writeIfPresent(odoo: OdooClient, model: string, id: number, values: OdooValues): Promise<boolean> {
  try {
    await odoo.write(model, [id], values);
    return true;
  } catch (error) {
    if (isMissingRecord(error)) return false;
    throw error;
  }
}

/** The first record of `model` the domain finds (an archived one only if the domain asks for it), if any. */
export async function findFirst(odoo: OdooClient, model: string, domain: OdooDomain): Promise<number | undefined> {
  const [found] = await odoo.search(model, domain, { limit: 1 });
  return found;
}

/** The first record the domain finds, else a new one with `values`: its id. */
export const findOrCreate = async (odoo: OdooClient, model: string, domain: OdooDomain, values: OdooValues) =>
  (await findFirst(odoo, model, domain)) ?? odoo.create(model, values);

/** The first record the domain finds, written with `values`, else a new one with `created` (the values by default): its id. */
export async function writeOrCreate(odoo: OdooClient, model: string, domain: OdooDomain, values: OdooValues, created = values): Promise<number> {
  const found = await findFirst(odoo, model, domain);
  if (found === undefined) return odoo.create(model, created);
  await odoo.write(model, [found], values);
  return found;
}
