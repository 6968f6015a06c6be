// SQL that inserts opportunities in one statement (generate_series), over the benchmark's persons:
// clients from every person, partners from 500 persons with a partner role, ten executives, the five
// theses, a quarter with an ID externo ('CRM-' and a number), revenue from R$ 5 mil to R$ 2 milhões, fees
// 10 to 30%, created over the last three years.
// A sale is won in 'Contrato Assinado' (15%), lost at any stage (12%), and open otherwise, more of them in
// the early stages. Deterministic: row i is always the same opportunity. Row i gets id i, so its tags
// (none, one or two of twelve) are inserted by the same numbers.
import { PersonRole, ResultStatus, Stage, STAGE_ORDER } from '../common/enums';

export const BENCH_TAGS = [
  'Prioridade', 'Indicação', 'Grande conta', 'Retorno', 'Urgente', 'Varejo', 'Indústria', 'Agro', 'Simples Nacional',
  'Lucro Real', 'Lucro Presumido', 'Renovação',
];
export const EXECUTIVES = 10;
const PARTNERS = 500;
const THESES = 5;
const THREE_YEARS_S = 3 * 365 * 86_400;
const OPEN_STAGES = STAGE_ORDER.filter((stage) => stage !== Stage.Won);

const hashes = (from: number, to: number) => `
  SELECT i, abs(hashint4(i)) AS h1, abs(hashint4(i + 1000003)) AS h2, abs(hashint4(i + 2000003)) AS h3,
    abs(hashint4(i + 3000017)) AS h4, abs(hashint4(i + 4000037)) AS h5, abs(hashint4(i + 5000011)) AS h6
  FROM generate_series(${from}, ${to}) AS i`;

/** Opportunities number `from` to `to` (inclusive), each with its closing moment when won or lost. */
export function seedOportunidadesSql(from: number, to: number): string {
  return `
WITH picks AS MATERIALIZED (
  SELECT h.*,
    CASE WHEN h4 % 100 < 15 THEN ${ResultStatus.Won} WHEN h4 % 100 < 27 THEN ${ResultStatus.Lost}
      ELSE ${ResultStatus.Open} END AS status,
    -- The smaller of two draws: early stages hold more of the pipeline than late ones.
    (ARRAY[${OPEN_STAGES.join(',')}])[1 + least(h1 % ${OPEN_STAGES.length}, h2 % ${OPEN_STAGES.length})] AS open_stage,
    now() - make_interval(secs => h5 % ${THREE_YEARS_S}) AS created
  FROM (${hashes(from, to)}) AS h
), closing AS MATERIALIZED (
  SELECT p.*, CASE WHEN status = ${ResultStatus.Open} THEN NULL
    ELSE created + (now() - created) * ((h6 % 100) / 100.0) END AS closed
  FROM picks p
)
INSERT INTO oportunidades (titulo, id_externo, cliente_id, parceiro_id, executivo_vendas_id, tese, estagio, honorarios,
  receita_esperada, status_resultado, motivo_perda, created_by_id, created_at, updated_at, closed_at)
SELECT
  'Recuperação tributária ' || i,
  -- A quarter came from another CRM, named there by a code of its own.
  CASE WHEN h3 % 4 = 0 THEN 'CRM-' || (100000 + i) END,
  1 + h3 % (SELECT count(*) FROM persons),
  partners[1 + h1 % array_length(partners, 1)],
  executives[1 + h2 % array_length(executives, 1)],
  1 + h3 % ${THESES},
  CASE WHEN status = ${ResultStatus.Won} THEN ${Stage.Won} ELSE open_stage END,
  10 + h4 % 21,
  5000 + (h6 % 199500000) / 100.0,
  status,
  CASE WHEN status = ${ResultStatus.Lost} THEN 'Cliente optou por outro escritório' END,
  executives[1 + h2 % array_length(executives, 1)],
  created,
  coalesce(closed, created + (now() - created) * ((h6 % 97) / 100.0)),
  closed
FROM closing CROSS JOIN (SELECT
  (SELECT array_agg(id ORDER BY id) FROM (SELECT id FROM persons WHERE role IN (${PersonRole.Partner}, ${PersonRole.ClientAndPartner}) ORDER BY id LIMIT ${PARTNERS}) p) AS partners,
  (SELECT array_agg(id ORDER BY id) FROM users WHERE email LIKE 'executivo%@bench.example') AS executives) AS pools
ORDER BY i`;
}

/** The tags of opportunities `from` to `to`: a third have none, a third one, a third two different ones. */
export function seedOportunidadeTagsSql(from: number, to: number): string {
  const tags = BENCH_TAGS.length;
  return `
INSERT INTO oportunidade_tags (oportunidade_id, tag_id)
SELECT i, t.id FROM (${hashes(from, to)}) AS h
CROSS JOIN LATERAL (VALUES (1 + h1 % ${tags}, h5 % 3 >= 1), (1 + (h1 % ${tags} + 1 + h2 % ${tags - 1}) % ${tags}, h5 % 3 = 2))
  AS pick (position, wanted)
JOIN (SELECT id, row_number() OVER (ORDER BY id) AS position FROM tags) AS t USING (position)
WHERE wanted`;
}
