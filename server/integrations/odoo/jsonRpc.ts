// Odoo's JSON-RPC endpoint (POST /jsonrpc), served from Odoo 8 through 21: service "common" logs in
// with the API key as password, service "object" runs execute_kw. Odoo reports errors with HTTP 200 and
// an `error` member; a reply with neither `result` nor `error` means the method returned nothing (null).
import { isRecord, requestJson } from '../http';
import {
  odooErrorMessage,
  odooErrorName,
  odooHttpStatus,
  odooInvalidReply,
  odooNotConfigured,
  odooRefused,
  rethrowTransportFailure,
} from './errors';
import type { OdooCall, OdooSettings, OdooTransport } from './transport';

let requestId = 0;

/** One JSON-RPC "call" to a service method; answers `result` (null when absent) or throws Odoo's error. */
export async function jsonRpcCall(
  settings: Pick<OdooSettings, 'url' | 'timeoutMs'>,
  path: string,
  params: Record<string, unknown>,
): Promise<unknown> {
  requestId += 1;
  const reply = await requestJson(`${settings.url}${path}`, {
    method: 'POST',
    json: { jsonrpc: '2.0', method: 'call', params, id: requestId },
    timeoutMs: settings.timeoutMs,
  }).catch(rethrowTransportFailure);
  if (reply.status !== 200) {
    const message = isRecord(reply.body) ? odooErrorMessage(reply.body.error ?? reply.body) : undefined;
    throw message ? odooRefused(message) : odooHttpStatus(reply.status);
  }
  if (!isRecord(reply.body)) throw odooInvalidReply('a resposta JSON-RPC não é um objeto JSON');
  if (reply.body.error !== undefined) {
    const error = reply.body.error as { data?: unknown; message?: unknown };
    throw odooRefused(
      odooErrorMessage(error?.data) ?? odooErrorMessage(error) ?? 'erro sem mensagem',
      odooErrorName(error?.data),
    );
  }
  return reply.body.result ?? null;
}

export function jsonRpcTransport(settings: OdooSettings): OdooTransport {
  const { username } = settings;
  if (!username) throw odooNotConfigured();
  let uid: Promise<number> | undefined;

  const login = async (): Promise<number> => {
    const result = await jsonRpcCall(settings, '/jsonrpc', {
      service: 'common',
      method: 'login',
      args: [settings.db, username, settings.apiKey],
    });
    if (typeof result !== 'number' || result <= 0) {
      throw odooRefused('usuário ou chave de API do Odoo inválidos (ODOO_USERNAME / ODOO_API_KEY)');
    }
    return result;
  };

  return {
    protocol: 'jsonrpc',
    async execute(call: OdooCall) {
      // Log in once per client; a failed login is retried on the next call rather than remembered.
      uid ??= login().catch((error) => {
        uid = undefined;
        throw error;
      });
      const positional = [...(call.ids ? [call.ids] : []), ...Object.values(call.args ?? {})];
      return jsonRpcCall(settings, '/jsonrpc', {
        service: 'object',
        method: 'execute_kw',
        args: [settings.db, await uid, settings.apiKey, call.model, call.method, positional, call.kwargs ?? {}],
      });
    },
  };
}
