// A fake ViaCEP on loopback: GET /ws/{cep}/json/ answers the address of a known CEP, {"erro": "true"} for a
// well-formed unknown one (set `erroAsBoolean` for the older {"erro": true}), and 400 with an HTML page for a
// malformed one, as viacep.com.br does. `respond` forces the next answers (a status or a delay).
import { Overrides, sendJson, sendText, sleep, startServer, type FakeServer } from './http';

export type ViaCepAddress = Record<string, string>;
/** `body`: the next answers are 200 with this JSON, whatever the CEP (a service answering `{}`). */
export type ViaCepOverride = { status?: number; delayMs?: number; times?: number; body?: unknown };

const address = (cep: string, logradouro: string, bairro: string, localidade: string, uf: string, estado: string) => ({
  cep,
  logradouro,
  complemento: '',
  unidade: '',
  bairro,
  localidade,
  uf,
  estado,
  regiao: uf === 'SP' ? 'Sudeste' : 'Centro-Oeste',
  ibge: '',
  gia: '',
  ddd: '',
  siafi: '',
});

export const VIACEP_ADDRESSES: ViaCepAddress[] = [
  { ...address('01001-000', 'Praça da Sé', 'Sé', 'São Paulo', 'SP', 'São Paulo'), complemento: 'lado ímpar', ibge: '3550308', ddd: '11' },
  { ...address('01310-100', 'Avenida Paulista', 'Bela Vista', 'São Paulo', 'SP', 'São Paulo'), complemento: 'de 612 a 1510 - lado par', ibge: '3550308', ddd: '11' },
  { ...address('70836-900', 'SGAN 601 Módulo V', 'Asa Norte', 'Brasília', 'DF', 'Distrito Federal'), ibge: '5300108', ddd: '61' },
];

export class FakeViaCep {
  readonly addresses = new Map(VIACEP_ADDRESSES.map((a) => [a.cep.replace('-', ''), a]));
  readonly requests: string[] = [];
  /** Older ViaCEP answered a missing CEP with a boolean; today it is the string "true". */
  erroAsBoolean = false;
  private readonly overrides = new Overrides<ViaCepOverride>();
  private server?: FakeServer;

  static async start(port?: number): Promise<FakeViaCep> {
    const fake = new FakeViaCep();
    fake.server = await startServer(async (req, res) => {
      const path = (req.url ?? '/').split('?')[0];
      fake.requests.push(path);
      const override = fake.overrides.take();
      if (override?.delayMs) await sleep(override.delayMs);
      if (override?.status) return sendText(res, override.status, `<h1>Erro ${override.status}</h1>`);
      if (override && 'body' in override) return sendJson(res, 200, override.body);
      const match = path.match(/^\/ws\/([^/]*)\/json\/?$/);
      if (!match || !/^\d{8}$/.test(match[1])) {
        return sendText(res, 400, '<!DOCTYPE html><html><body><h3>Http 400</h3><p>Verifique a sua URL (Bad Request)</p></body></html>');
      }
      const found = fake.addresses.get(match[1]);
      return sendJson(res, 200, found ?? { erro: fake.erroAsBoolean ? true : 'true' });
    }, port);
    return fake;
  }

  get url(): string {
    if (!this.server) throw new Error('fake ViaCEP not started');
    return this.server.url;
  }

  respond(override: ViaCepOverride): void {
    this.overrides.push(override);
  }

  close(): Promise<void> {
    return this.server?.close() ?? Promise.resolve();
  }

}
