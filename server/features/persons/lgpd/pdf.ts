// The data-subject report as a PDF, written with pdfkit as a stream (the reply reads it as it is made).
import PDFDocument from 'pdfkit';
import { companyClock } from '../../../../common/days';
import { AUDIT_ACTION_LABELS, AUDIT_RESOURCE_LABELS, type AuditAction } from '../../../../common/audit';
import type { LgpdReport } from './report';

const when = (value: Date | string | null) => (value ? companyClock(new Date(value)) : '');

export function lgpdReportPdf(report: LgpdReport): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Relatório LGPD: ${report.pessoa.name}` } });
  const heading = (text: string) => doc.moveDown().font('Helvetica-Bold').fontSize(13).text(text).font('Helvetica').fontSize(10);
  const section = <T>(title: string, rows: readonly T[], line: (row: T) => string) => {
    heading(title);
    if (!rows.length) doc.text('Nenhum registro.');
    for (const row of rows) doc.text(line(row));
  };

  doc.font('Helvetica-Bold').fontSize(16).text('Relatório do titular de dados (LGPD, art. 18)');
  doc.font('Helvetica').fontSize(10).text(`Gerado em ${when(report.gerado_em)}`);
  const { pessoa } = report;
  heading('Pessoa');
  const lines: [label: string, value: unknown][] = [
    ['Nome', pessoa.name],
    ['Nome fantasia', pessoa.trade_name],
    ['Documento', pessoa.document],
    ['Base legal', pessoa.base_legal_nome],
    ['Consentimento em', pessoa.consentimento_em],
    ['Criada em', when(pessoa.created_at)],
  ];
  for (const [label, value] of lines) doc.text(`${label}: ${value ?? ''}`);
  section('Endereços', report.enderecos, (a) =>
    [a.street, a.number, a.complement, a.neighborhood, a.city, a.state, a.zip_code].filter(Boolean).join(', '),
  );
  section('Contatos', report.contatos, (c) => String(c.value));
  section('Contas bancárias', report.contas_bancarias, (b) =>
    `${b.bank_name} (${b.bank_code}), agência ${b.agency}, conta ${b.account}${b.pix_key ? `, chave PIX ${b.pix_key}` : ''}`,
  );
  section('Oportunidades', report.oportunidades, (o) =>
    `#${o.id} ${o.titulo} (${o.papel}): ${o.estagio}, ${o.status}${o.receita_esperada ? `, receita esperada R$ ${o.receita_esperada}` : ''}`,
  );
  section('Documentos', report.documentos, (d) => `${d.nome_arquivo} (oportunidade #${d.oportunidade_id})`);
  section('Usuários vinculados', report.usuarios, (u) => `${u.full_name ?? ''} <${u.email}> (${u.relacao})`);
  section('Acessos e alterações registrados', report.acessos, (e) =>
    `${when(e.created_at)} ${e.user_email ?? 'sistema'} (${e.client_ip ?? ''}): ${
      AUDIT_ACTION_LABELS[e.action as AuditAction] ?? e.action
    } de ${AUDIT_RESOURCE_LABELS[e.resource] ?? e.resource}`,
  );
  doc.end();
  return doc;
}
