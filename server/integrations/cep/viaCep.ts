// GET {CEP_API_URL}/ws/{cep}/json/ in ViaCEP's format. A well-formed CEP that does not exist answers 200
// with {"erro": true} (older servers: {"erro": "true"}); a malformed one answers 400 with an HTML page.
import type { CepAddress } from '../../../common/registry';
import type { Config } from '../../platform/config';
import { badGateway, gatewayTimeout, notFound, serviceUnavailable, unprocessable } from '../../platform/errors';
import { isRecord, requestJson, UpstreamFailure } from '../http';

export const CEP_NOT_FOUND = 'CEP não encontrado';

const field = (body: Record<string, unknown>, name: string) =>
  typeof body[name] === 'string' ? (body[name] as string).trim() : '';

/** The address of an 8-digit CEP. */
export async function lookupCep(config: Config, cep: string): Promise<CepAddress> {
  if (!config.CEP_API_URL) throw serviceUnavailable('A consulta de CEP não está configurada.');
  const base = config.CEP_API_URL.replace(/\/+$/, '');
  const reply = await requestJson(`${base}/ws/${cep}/json/`, { timeoutMs: config.CEP_TIMEOUT_MS }).catch((failure) => {
    if (!(failure instanceof UpstreamFailure)) throw failure;
    throw failure.kind === 'timeout'
      ? gatewayTimeout('O serviço de CEP não respondeu a tempo. Preencha o endereço manualmente.')
      : badGateway('Não foi possível conectar ao serviço de CEP. Preencha o endereço manualmente.');
  });
  if (reply.status === 400) throw unprocessable(['path', 'cep'], 'CEP inválido');
  if (reply.status !== 200) throw badGateway(`O serviço de CEP está indisponível (HTTP ${reply.status}).`);
  const body = reply.body;
  if (body === null || (Array.isArray(body) && body.length === 0)) throw notFound(CEP_NOT_FOUND);
  if (!isRecord(body)) throw badGateway('Resposta inválida do serviço de CEP.');
  if (body.erro === true || body.erro === 'true') throw notFound(CEP_NOT_FOUND);
  const address = {
    street: field(body, 'logradouro'),
    neighborhood: field(body, 'bairro'),
    city: field(body, 'localidade'),
    state: field(body, 'uf'),
  };
  // Every CEP, even a whole town's (no street, no neighbourhood), has a city and a state: an answer
  // without them ({} or blank fields, as some mirrors give) found nothing, and a blank form is no address.
  if (!address.city || !address.state) throw notFound(CEP_NOT_FOUND);
  const digits = field(body, 'cep').replace(/\D/g, '') || cep;
  return { zip_code: `${digits.slice(0, 5)}-${digits.slice(5)}`, ...address };
}
