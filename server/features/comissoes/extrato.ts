// The monthly statement of a partner's commissions (GET /comissoes/extrato?parceiro_id=&competencia=
// &format=pdf|csv): the company and the partner, each entry of the month with its client, thesis,
// opportunity, base, share and value, and the totals by state, summed by the database. A partner
// downloads its own (another partner answers 404); staff any. The PDF is written with pdfkit as a stream.
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import PDFDocument from 'pdfkit';
import { z } from 'zod';
import { companyClock } from '../../../common/days';
import type { ExportColumn } from '../../../common/export/columns';
import { reais } from '../../../common/money';
import { fileAnswer } from '../../../common/resources/apiValues';
import { comissaoEstadoLabels, competencia, COMISSAO_ESTADOS, type ComissaoEstado } from '../../../common/resources/comissoes/values';
import { recordId } from '../../../common/resources/requestValues';
import type { Executor } from '../../platform/db/client';
import { resultRows } from '../../platform/db/migrate';
import { moneyText } from '../oportunidades/public';
import { notFound, unprocessable } from '../../platform/errors';
import { exportFile, sendExport } from '../../resource/export/writer';
import { PARCEIRO_NOT_FOUND, partnerFor } from './scope';
import { routeOptions } from '../../platform/http/routeOptions';

export const EXTRATO_SEM_PARCEIRO = 'Informe o parceiro do extrato.';

type Entry = {
  id: number;
  estado: ComissaoEstado;
  base: string;
  percentual: string;
  valor: string;
  pago_em: string | null;
  oportunidade_id: number;
  oportunidade: string;
  cliente: string | null;
  tese: string | null;
};

export type Statement = {
  empresa: string;
  parceiro: { id: number; nome: string; documento: string };
  competencia: string;
  entries: Entry[];
  /** The sum of each state's entries, and of all but the cancelled ones, as exact decimal texts. */
  totais: Record<ComissaoEstado | 'total', string>;
};

/** A partner's month of the ledger, its totals summed by the database. */
export async function statementOf(db: Executor, empresa: string, parceiroId: number, month: string): Promise<Statement> {
  const [parceiro] = resultRows<{ id: number; nome: string; documento: string }>(
    await db.execute(sql`SELECT id, name AS nome, document AS documento FROM persons WHERE id = ${parceiroId}`),
  );
  if (!parceiro) throw notFound(PARCEIRO_NOT_FOUND);
  const where = sql`c.parceiro_id = ${parceiroId} AND c.competencia = ${month}`;
  const entries = resultRows<Entry>(
    await db.execute(sql`
      SELECT c.id, c.estado, c.base::text AS base, c.percentual::text AS percentual, c.valor::text AS valor,
             c.pago_em::text AS pago_em, o.id AS oportunidade_id, o.titulo AS oportunidade, cl.name AS cliente, t.name AS tese
        FROM comissoes c
        JOIN oportunidades o ON o.id = c.oportunidade_id
        LEFT JOIN persons cl ON cl.id = o.cliente_id
        LEFT JOIN theses t ON t.id = o.tese
       WHERE ${where}
       ORDER BY c.id`),
  );
  const [totais] = resultRows<Statement['totais']>(
    await db.execute(sql`
      SELECT ${sql.join(
        COMISSAO_ESTADOS.map((estado) => sql`${moneyText(sql`sum(c.valor) FILTER (WHERE c.estado = ${estado})`)} AS ${sql.identifier(estado)}`),
        sql`, `,
      )}, ${moneyText(sql`sum(c.valor) FILTER (WHERE c.estado <> 'cancelada')`)} AS total
        FROM comissoes c WHERE ${where}`),
  );
  return { empresa, parceiro, competencia: month, entries, totais };
}

/** A one-line row of 8-point text, and the space between columns. */
const ROW_HEIGHT = 11;
const CELL_GAP = 6;
/** Client, thesis and opportunity: the columns whose text may be longer than the column. */
const WRAPPING_COLUMNS = 3;

const monthLabel = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;
const percent = (value: string) => `${value.replace('.', ',')}%`;

/** The statement as a PDF a partner forwards to its accountant. */
export function statementPdf(statement: Statement): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 40,
    info: { Title: `Extrato de comissões ${monthLabel(statement.competencia)}: ${statement.parceiro.nome}` },
  });
  doc.font('Helvetica-Bold').fontSize(15).text(statement.empresa);
  doc.fontSize(12).text(`Extrato de comissões — competência ${monthLabel(statement.competencia)}`);
  doc.font('Helvetica').fontSize(10).text(`Parceiro: ${statement.parceiro.nome} (${statement.parceiro.documento})`);
  doc.text(`Gerado em ${companyClock(new Date())}`).moveDown();
  // Columns: widths over the landscape A4 page's 762 points between the margins.
  const columns: [header: string, width: number, value: (entry: Entry) => string, align?: 'right'][] = [
    ['Cliente', 150, (e) => e.cliente ?? '—'],
    ['Tese', 130, (e) => e.tese ?? '—'],
    ['Oportunidade', 190, (e) => `#${e.oportunidade_id} ${e.oportunidade}`],
    ['Estado', 60, (e) => comissaoEstadoLabels[e.estado]],
    ['Base', 90, (e) => reais(e.base), 'right'],
    ['%', 50, (e) => percent(e.percentual), 'right'],
    ['Valor', 90, (e) => reais(e.valor), 'right'],
  ];
  // A row is one line unless a text is wider than its column: then it wraps and the row grows to it. The
  // widths are measured cell by cell (cheap); only a cell that wraps is laid out twice.
  const left = doc.page.margins.left;
  let y = doc.y;
  const row = (cells: string[], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    // Only the texts may wrap; amounts, percentages and states always fit their columns.
    const height = cells.slice(0, WRAPPING_COLUMNS).reduce((tallest, cell, index) => {
      const width = columns[index][1] - CELL_GAP;
      return doc.widthOfString(cell) <= width ? tallest : Math.max(tallest, doc.heightOfString(cell, { width }) + 3);
    }, ROW_HEIGHT);
    if (y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    let x = left;
    cells.forEach((cell, index) => {
      const [, width, , align] = columns[index];
      const inner = width - CELL_GAP;
      // A one-line cell is placed by hand (right-aligned by its measured width): pdfkit then lays out no lines.
      if (height > ROW_HEIGHT && index < WRAPPING_COLUMNS) doc.text(cell, x, y, { width: inner });
      else doc.text(cell, align === 'right' ? x + inner - doc.widthOfString(cell) : x, y, { lineBreak: false });
      x += width;
    });
    y += height;
  };
  row(columns.map(([header]) => header), true);
  if (!statement.entries.length) {
    doc.font('Helvetica').fontSize(10).text('Nenhuma comissão nesta competência.', left, y);
    y = doc.y;
  }
  for (const entry of statement.entries) row(columns.map(([, , value]) => value(entry)));
  doc.x = left;
  doc.y = y;
  doc.moveDown().font('Helvetica-Bold').fontSize(11).text('Totais por estado', doc.page.margins.left);
  doc.font('Helvetica').fontSize(10);
  for (const estado of COMISSAO_ESTADOS) doc.text(`${comissaoEstadoLabels[estado]}: ${reais(statement.totais[estado])}`);
  doc.font('Helvetica-Bold').text(`Total (exceto canceladas): ${reais(statement.totais.total)}`);
  doc.end();
  return doc;
}

const csvColumns: ExportColumn<Entry>[] = [
  { header: 'Cliente', kind: 'text', value: (e) => e.cliente },
  { header: 'Tese', kind: 'text', value: (e) => e.tese },
  { header: 'Oportunidade', kind: 'text', value: (e) => e.oportunidade },
  { header: 'ID da oportunidade', kind: 'integer', value: (e) => e.oportunidade_id || null },
  { header: 'Estado', kind: 'text', value: (e) => comissaoEstadoLabels[e.estado] ?? e.estado },
  { header: 'Base (R$)', kind: 'decimal', value: (e) => e.base },
  { header: 'Comissão (%)', kind: 'decimal', value: (e) => e.percentual },
  { header: 'Valor (R$)', kind: 'decimal', value: (e) => e.valor },
  { header: 'Pago em', kind: 'date', value: (e) => e.pago_em },
];

/** The CSV: the entries, then a line per state's total and the total. */
async function* csvBatches(statement: Statement): AsyncIterable<Entry[]> {
  yield statement.entries;
  const total = (label: string, valor: string): Entry => ({
    id: 0, estado: label as ComissaoEstado, base: '', percentual: '', valor, pago_em: null, oportunidade_id: 0, oportunidade: '', cliente: null, tese: null,
  });
  yield [
    ...COMISSAO_ESTADOS.map((estado) => total(`Total ${comissaoEstadoLabels[estado].toLowerCase()}`, statement.totais[estado])),
    total('Total (exceto canceladas)', statement.totais.total),
  ];
}

const statementQuery = z.object({
  parceiro_id: recordId.optional(),
  competencia,
  format: z.enum(['pdf', 'csv'], { error: "O formato deve ser 'pdf' ou 'csv'." }).default('pdf'),
});

export const extratoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/extrato',
    routeOptions('comissoes.statement', 'O extrato mensal de comissões de um parceiro, em PDF ou CSV', {
      querystring: statementQuery,
      response: { 200: fileAnswer('O extrato em PDF ou CSV (separado por ;)', ['application/pdf', 'text/csv; charset=utf-8']) },
    }),
    async (request, reply) => {
      const { parceiro_id, competencia: month, format } = request.query;
      const parceiroId = partnerFor(request.user, parceiro_id);
      if (parceiroId === undefined) throw unprocessable(['query', 'parceiro_id'], EXTRATO_SEM_PARCEIRO);
      const statement = await statementOf(app.db, app.config.EMAILS_FROM_NAME, parceiroId, month);
      const name = `extrato-comissoes-${parceiroId}-${month}`;
      if (format === 'csv') {
        return sendExport(reply, { ...exportFile(name, 'csv', csvColumns, csvBatches(statement)), fileName: `${name}.csv` });
      }
      // A stream, written without the serializer (the schema only documents it), as sendExport does.
      const file: FastifyReply = reply;
      return file.type('application/pdf').header('content-disposition', `attachment; filename="${name}.pdf"`).send(statementPdf(statement));
    },
  );
};
