// GET {RECEITA_API_URL}/{cnpj}: Minha Receita answers at the root (https://minhareceita.org/{cnpj}) and
// BrasilAPI under /api/cnpj/v1, so the setting is the whole prefix. Upstream statuses become the portal's:
// 404 not found, 400 unprocessable, 429 and 5xx a bad gateway, no answer in time a gateway timeout.
import type { Config } from '../../platform/config';
import { badGateway, gatewayTimeout, HttpError, notFound, serviceUnavailable } from '../../platform/errors';
import { requestJson, UpstreamFailure } from '../http';
import type { RegistryData } from '../../../common/registry';
import { toRegistryData, upstreamCompany } from './registry';

export const CNPJ_NOT_FOUND = 'CNPJ não encontrado na Receita Federal';

function statusError(status: number): HttpError {
  if (status === 404) return notFound(CNPJ_NOT_FOUND);
  if (status === 400) return new HttpError(422, 'A Receita Federal não aceitou este CNPJ como válido');
  if (status === 429) {
    return badGateway('Limite de consultas à Receita Federal atingido. Tente novamente em alguns minutos.');
  }
  return badGateway(`O serviço de consulta à Receita Federal está indisponível (HTTP ${status}).`);
}

/** The registry data of a CNPJ (already normalised: 14 characters, letters uppercase). */
export async function fetchRegistry(config: Config, cnpj: string): Promise<RegistryData> {
  if (!config.RECEITA_API_URL) throw serviceUnavailable('A consulta à Receita Federal não está configurada.');
  const base = config.RECEITA_API_URL.replace(/\/+$/, '');
  const reply = await requestJson(`${base}/${encodeURIComponent(cnpj.toUpperCase())}`, {
    timeoutMs: config.RECEITA_TIMEOUT_MS,
  }).catch((failure) => {
    if (!(failure instanceof UpstreamFailure)) throw failure;
    throw failure.kind === 'timeout'
      ? gatewayTimeout('A consulta à Receita Federal excedeu o tempo limite. Tente novamente em instantes.')
      : badGateway('Não foi possível conectar ao serviço de consulta à Receita Federal.');
  });
  if (reply.status !== 200) throw statusError(reply.status);
  const company = upstreamCompany.safeParse(reply.body);
  if (!company.success) throw badGateway('Resposta inválida do serviço de consulta à Receita Federal.');
  return toRegistryData(company.data);
}
