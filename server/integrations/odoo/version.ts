// Which transport an Odoo server wants when ODOO_PROTOCOL is 'auto': JSON-2 from Odoo 19 on, JSON-RPC before.
// The version comes from GET /web/version (plain JSON) or, on servers without it, the JSON-RPC route
// /web/webclient/version_info; both answer {server_version: '19.0', server_version_info: [19, 0, 0, ...]}.
import { isRecord, requestJson } from '../http';
import { rethrowTransportFailure } from './errors';
import { jsonRpcCall } from './jsonRpc';
import type { OdooSettings } from './transport';

export const FIRST_JSON2_VERSION = 19;

/** The major version in an Odoo version answer: [19, 0, ...] or '19.0' or 'saas~18.4'. */
export function majorVersion(info: unknown): number | undefined {
  if (!isRecord(info)) return undefined;
  const parts = info.server_version_info ?? info.version_info;
  if (Array.isArray(parts) && typeof parts[0] === 'number') return parts[0];
  const text = info.server_version ?? info.version;
  const match = typeof text === 'string' ? text.match(/(\d+)/) : null;
  return match ? Number(match[1]) : undefined;
}

export async function odooMajorVersion(settings: Pick<OdooSettings, 'url' | 'timeoutMs'>): Promise<number | undefined> {
  const reply = await requestJson(`${settings.url}/web/version`, { timeoutMs: settings.timeoutMs }).catch(
    rethrowTransportFailure,
  );
  const fromWebVersion = reply.status === 200 ? majorVersion(reply.body) : undefined;
  if (fromWebVersion !== undefined) return fromWebVersion;
  const info = await jsonRpcCall(settings, '/web/webclient/version_info', {}).catch(() => undefined);
  return majorVersion(info);
}

/** JSON-2 for Odoo 19 and later; JSON-RPC when older or when the server does not say (it serves up to 21). */
export async function detectProtocol(settings: Pick<OdooSettings, 'url' | 'timeoutMs'>): Promise<'jsonrpc' | 'json2'> {
  const major = await odooMajorVersion(settings);
  return major !== undefined && major >= FIRST_JSON2_VERSION ? 'json2' : 'jsonrpc';
}
