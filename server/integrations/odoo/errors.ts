// How an Odoo failure reaches a person: 503 when the portal has no Odoo settings, 504 when Odoo does not
// answer in time, 502 for everything Odoo (or the way to it) refuses, with Odoo's own message when it sent one.
import { badGateway, gatewayTimeout, HttpError, serviceUnavailable } from '../../platform/errors';
import { UpstreamFailure } from '../http';

export const ODOO_NOT_CONFIGURED = 'Integração com o Odoo não configurada';

export const odooNotConfigured = () => serviceUnavailable(ODOO_NOT_CONFIGURED);

/** A 502 for an error Odoo raised itself, keeping the Python exception's name (e.g. odoo.exceptions.MissingError). */
export class OdooRefusal extends HttpError {
  constructor(
    message: string,
    readonly odooName?: string,
  ) {
    super(502, `O Odoo recusou a operação: ${message}`);
  }
}

/** Odoo answered with an error of its own (either envelope). */
export const odooRefused = (message: string, odooName?: string) => new OdooRefusal(message, odooName);

/** Odoo said the record is gone: it "does not exist or has been deleted" (MissingError). */
export const isMissingRecord = (error: unknown): boolean =>
  error instanceof OdooRefusal && error.odooName === 'odoo.exceptions.MissingError';

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

/** The qualified name of the exception in Odoo's error object, when it gives one. */
export function odooErrorName(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { name } = error as { name?: unknown };
  return typeof name === 'string' && name ? name : undefined;
}

/** Odoo's own error object ({name, message} in JSON-2, error.data in JSON-RPC) as one line of text. */
export function odooErrorMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  if (typeof error !== 'object' || error === null) return undefined;
  const { message, name } = error as { message?: unknown; name?: unknown };
  if (typeof message === 'string' && message.trim()) return message.trim();
  return typeof name === 'string' ? name : undefined;
}
