// How an Odoo failure reaches a person: 503 when the portal has no Odoo settings, 504 when Odoo does not
// answer in time, 502 for everything Odoo (or the way to it) refuses, with Odoo's own message when it sent one.
import { badGateway, gatewayTimeout, serviceUnavailable } from '../../errors';
import { UpstreamFailure } from '../http';

export const ODOO_NOT_CONFIGURED = 'Integração com o Odoo não configurada';

export const odooNotConfigured = () => serviceUnavailable(ODOO_NOT_CONFIGURED);

/** Odoo answered with an error of its own (either envelope). */
export const odooRefused = (message: string) => badGateway(`O Odoo recusou a operação: ${message}`);

/** Odoo answered something that is neither a result nor an error. */
export const odooInvalidReply = (what: string) => badGateway(`Resposta inválida do Odoo: ${what}`);

export const odooHttpStatus = (status: number) => badGateway(`O Odoo respondeu com erro HTTP ${status}`);

/** Rethrows a transport failure (timeout, no connection) as the answer a person sees; anything else as is. */
export function rethrowTransportFailure(failure: unknown): never {
  if (!(failure instanceof UpstreamFailure)) throw failure;
  throw failure.kind === 'timeout'
    ? gatewayTimeout('O Odoo não respondeu a tempo. Tente novamente em instantes.')
    : badGateway('Não foi possível conectar ao Odoo. Verifique se o servidor está no ar.');
}

/** Odoo's own error object ({name, message} in JSON-2, error.data in JSON-RPC) as one line of text. */
export function odooErrorMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  if (typeof error !== 'object' || error === null) return undefined;
  const { message, name } = error as { message?: unknown; name?: unknown };
  if (typeof message === 'string' && message.trim()) return message.trim();
  return typeof name === 'string' ? name : undefined;
}
