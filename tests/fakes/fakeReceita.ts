// A fake CNPJ registry on loopback in Minha Receita's format (BrasilAPI's is the same): GET /{cnpj} under any
// prefix, so both https://minhareceita.org/{cnpj} and /api/cnpj/v1/{cnpj} shapes work. Known CNPJs answer
// 200 with the company, well-formed unknown ones 404, malformed ones (lowercase letters included) 400, each
// with {"message": ...}. `respond` forces the next answers: a status (429, 500, ...) or a delay.
import { formatDocument, isValidCnpj } from '../../common/documents';
import { Overrides, sendJson, sleep, startServer, type FakeServer } from './http';
import { RECEITA_COMPANIES, type MinhaReceitaCompany } from './receitaCompanies';

export type ReceitaOverride = { status?: number; body?: unknown; delayMs?: number; times?: number };

export class FakeReceita {
  readonly companies = new Map<string, MinhaReceitaCompany>(RECEITA_COMPANIES.map((c) => [c.cnpj, c]));
  /** The path of every request, in order. */
  readonly requests: string[] = [];
  private readonly overrides = new Overrides<ReceitaOverride>();
  private server?: FakeServer;

  static async start(port?: number): Promise<FakeReceita> {
    const fake = new FakeReceita();
    fake.server = await startServer(async (req, res) => {
      const path = (req.url ?? '/').split('?')[0];
      fake.requests.push(path);
      const override = fake.overrides.take();
      if (override?.delayMs) await sleep(override.delayMs);
      if (override?.status) return sendJson(res, override.status, override.body ?? fake.statusBody(override.status));
      const cnpj = decodeURIComponent(path.split('/').filter(Boolean).pop() ?? '').replace(/[./-]/g, '');
      const company = fake.companies.get(cnpj);
      if (company) return sendJson(res, 200, company);
      if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || !isValidCnpj(cnpj)) {
        return sendJson(res, 400, { message: `CNPJ ${formatDocument(cnpj, 'cnpj')} inválido.` });
      }
      return sendJson(res, 404, { message: `CNPJ ${formatDocument(cnpj, 'cnpj')} não encontrado.` });
    }, port);
    return fake;
  }

  get url(): string {
    if (!this.server) throw new Error('fake Receita not started');
    return this.server.url;
  }

  /** The next `times` (default 1) answers follow this instead of the data. */
  respond(override: ReceitaOverride): void {
    this.overrides.push(override);
  }

  close(): Promise<void> {
    return this.server?.close() ?? Promise.resolve();
  }

  private statusBody(status: number) {
    if (status === 429) return { message: 'Too many requests, please try again later.' };
    return { message: `Erro ${status}` };
  }
}
