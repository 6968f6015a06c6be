// `npm run bench -- comissoes`: the commission ledger of one partner with BENCH_COMISSOES (default
// 100,000) entries, and its monthly statement as a PDF. It runs in a schema of its own (BENCH_SCHEMA,
// default bench_comissoes) with BENCH_ROWS persons (default 10,000) and as many opportunities, so it
// neither needs nor touches the million-row schema of the other parts. The partner is person 1; 50,000
// more entries belong to other partners, so the partner filter has something to leave out. Reused on
// the next run unless BENCH_RESEED=1.
import { sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { reais } from '../common/money';
import { resultRows } from '../server/platform/db/migrate';
import { openBenchDatabase, type BenchSettings } from './database';
import { pageWorkload, rowsOf, type Workload } from './workload';

export const COMISSOES_PARTNER = 1;
const ENTRIES = () => Number(process.env.BENCH_COMISSOES ?? 100_000);
const OTHERS = 50_000;
const CHUNK = 50_000;
/** The statement's month: one of the 24 the entries spread over (about 4,200 entries of the partner). */
export const STATEMENT_MONTH = '2026-06';

/** The part's own schema and sizes, unless the environment names others; the bench server reads the same. */
export function comissoesSettings(settings: BenchSettings, env = process.env): BenchSettings {
  env.BENCH_SCHEMA ??= 'bench_comissoes';
  env.BENCH_ROWS ??= '10000';
  env.BENCH_OPORTUNIDADES ??= env.BENCH_ROWS;
  return { ...settings, schema: env.BENCH_SCHEMA, rows: Number(env.BENCH_ROWS) };
}

/** `count` entries from `first` on, of `partner` (or of persons 2..101 when null), over 24 months and the four states. */
const entriesSql = (first: number, count: number, partner: number | null, opportunities: number) => sql`
  INSERT INTO comissoes (oportunidade_id, parceiro_id, competencia, base, percentual, valor, estado, origem, pago_em)
  SELECT 1 + n % ${opportunities}::integer, ${partner === null ? sql`2 + n % 100` : sql`${partner}::integer`},
         to_char(date '2025-01-01' + ((n % 24) || ' months')::interval, 'YYYY-MM'),
         b.base, 10.00, round_half_even_cents(b.base * 10 / 100),
         (ARRAY['prevista', 'a_pagar', 'paga', 'cancelada'])[1 + n % 4],
         CASE WHEN n % 4 = 0 THEN 'ganho' ELSE 'recebimento' END,
         CASE WHEN n % 4 = 2 THEN date '2025-01-15' + ((n % 24) || ' months')::interval END
    FROM generate_series(${first}::integer, ${first + count - 1}::integer) AS n,
         LATERAL (SELECT ((n * 7919) % 1000000) / 100.0 + 100 AS base) b`;

export async function prepareBenchComissoes(settings: BenchSettings, log: (line: string) => void) {
  const handle = await openBenchDatabase(settings);
  const { db } = handle;
  const entries = ENTRIES();
  try {
    const [{ n }] = resultRows<{ n: number }>(
      await db.execute(sql`SELECT count(*)::int AS n FROM comissoes WHERE parceiro_id = ${COMISSOES_PARTNER}`),
    );
    if (!settings.reseed && n === entries) {
      log(`Reusing ${entries} commission entries of person ${COMISSOES_PARTNER} (BENCH_RESEED=1 rebuilds them).`);
      return;
    }
    const [{ opportunities }] = resultRows<{ opportunities: number }>(await db.execute(sql`SELECT count(*)::int AS opportunities FROM oportunidades`));
    const started = performance.now();
    await db.execute(sql`TRUNCATE comissoes RESTART IDENTITY`);
    // Loaded as a database is: the audit trigger aside.
    await db.execute(sql`ALTER TABLE comissoes DISABLE TRIGGER USER`);
    try {
      for (let from = 0; from < entries; from += CHUNK) await db.execute(entriesSql(from, Math.min(CHUNK, entries - from), COMISSOES_PARTNER, opportunities));
      await db.execute(entriesSql(entries, OTHERS, null, opportunities));
    } finally {
      await db.execute(sql`ALTER TABLE comissoes ENABLE TRIGGER USER`);
    }
    await db.execute(sql`VACUUM ANALYZE comissoes`);
    log(`Seeded ${entries + OTHERS} commission entries in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await handle.close();
  }
}

const ledgerPage = (name: string, filter: string, where: ReturnType<typeof sql>) =>
  pageWorkload(
    name,
    `/api/v1/comissoes/?${filter}&skip=0&limit=25`,
    50,
    sql`SELECT count(*) AS n, coalesce(sum(valor), 0)::numeric(20,2)::text AS valor FROM comissoes WHERE ${where}`,
    sql`SELECT id FROM comissoes WHERE ${where} ORDER BY competencia DESC, id DESC LIMIT 25`,
  );

const statementTotal = async (handle: Parameters<Workload['expected']>[0]) =>
  (
    await rowsOf<{ n: string; total: string }>(
      handle,
      sql`SELECT count(*) AS n, coalesce(sum(valor) FILTER (WHERE estado <> 'cancelada'), 0)::text AS total
            FROM comissoes WHERE parceiro_id = ${COMISSOES_PARTNER} AND competencia = ${STATEMENT_MONTH}`,
    )
  )[0];

/** The statement's PDF: its text holds the month's total as SQL sums it, in pt-BR money. */
const statementWorkload: Workload = {
  name: `comissões: extrato PDF de um parceiro (${STATEMENT_MONTH})`,
  path: `/api/v1/comissoes/extrato?parceiro_id=${COMISSOES_PARTNER}&competencia=${STATEMENT_MONTH}&format=pdf`,
  p95Target: 2000,
  file: true,
  async expected(handle) {
    const { n, total } = await statementTotal(handle);
    // A PDF is compared by its text (verify), not as JSON.
    return { value: null, summary: `${Number(n).toLocaleString('en-US')} entries, R$ ${total}` };
  },
  answered: () => null,
  async verify(handle, body) {
    const { text } = await new PDFParse({ data: new Uint8Array(body as Buffer) }).getText();
    const line = `Total (exceto canceladas): ${reais((await statementTotal(handle)).total)}`;
    if (!text.includes(line)) throw new Error(`the statement's PDF does not say "${line}"`);
  },
};

export const comissoesWorkloads = (): Workload[] => [
  ledgerPage('comissões: lançamentos de um parceiro (100.000), primeira página', `parceiro_id=${COMISSOES_PARTNER}`, sql`parceiro_id = ${COMISSOES_PARTNER}`),
  ledgerPage(
    'comissões: a pagar de um parceiro',
    `parceiro_id=${COMISSOES_PARTNER}&estado=a_pagar`,
    sql`parceiro_id = ${COMISSOES_PARTNER} AND estado = 'a_pagar'`,
  ),
  statementWorkload,
];
