// Odoo's JSON-2 API (Odoo 19 and later): POST /json/2/<model>/<method> with the API key as a bearer token
// and every parameter named in a JSON body. Success is 200 with the method's return value as the body;
// an error is a 4xx/5xx status with {name, message, arguments, context, debug}.
import { isRecord, requestJson } from '../http';
import { odooErrorMessage, odooErrorName, odooHttpStatus, odooInvalidReply, odooRefused, rethrowTransportFailure } from './errors';
import type { OdooCall, OdooSettings, OdooTransport } from './transport';

export function json2Transport(settings: OdooSettings): OdooTransport {
  return {
    protocol: 'json2',
    async execute(call: OdooCall) {
      const path = `/json/2/${encodeURIComponent(call.model)}/${encodeURIComponent(call.method)}`;
      const reply = await requestJson(`${settings.url}${path}`, {
        method: 'POST',
        headers: { authorization: `bearer ${settings.apiKey}`, 'x-odoo-database': settings.db },
        json: { ...(call.ids ? { ids: call.ids } : {}), ...call.args, ...call.kwargs },
        timeoutMs: settings.timeoutMs,
      }).catch(rethrowTransportFailure);
      if (reply.status >= 200 && reply.status < 300) {
        if (reply.json) return reply.body;
        if (reply.text.trim() === '') return null;
        throw odooInvalidReply('o corpo da resposta não é JSON');
      }
      const message = isRecord(reply.body) || typeof reply.body === 'string' ? odooErrorMessage(reply.body) : undefined;
      throw message ? odooRefused(message, odooErrorName(reply.body)) : odooHttpStatus(reply.status);
    },
  };
}
