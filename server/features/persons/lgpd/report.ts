// GET /persons/{person_id}/lgpd-report: everything the portal holds about a data subject (LGPD art. 18),
// for an administrator: the person, its addresses, contacts and bank accounts (in full), the opportunities
// where it is client or partner, their documents' names, the users linked to it, and who read or changed
// its data, from the audit trail.
import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import { legalBasisLabels, resultStatusLabels, stageLabels } from '../../../../common/enums';
import type { Executor } from '../../../platform/db/client';
import { anexos, auditLog, oportunidades, vinculosTable, users } from '../../../platform/db/schema';
import type { DataKeys } from '../../../platform/protected/dataKeys';
import { dealsOf } from '../access';
import { personWithLists } from '../children';

/** The audit entries of the person and of its lists, newest first (the report lists the latest 500). */
const ACCESS_LIMIT = 500;

export async function lgpdReport(db: Executor, keys: DataKeys, personId: number) {
  const { person, ...lists } = await personWithLists(db, keys, personId);
  const deals = await db
    .select()
    .from(oportunidades)
    .where(dealsOf(personId))
    .orderBy(asc(oportunidades.id));
  const documents = await db
    .select({ id: anexos.id, oportunidade_id: anexos.oportunidade_id, nome_arquivo: anexos.nome_arquivo, created_at: anexos.created_at })
    .from(anexos)
    .where(inArray(anexos.oportunidade_id, deals.map((deal) => deal.id)))
    .orderBy(asc(anexos.id));
  const userFields = { id: users.id, email: users.email, full_name: users.full_name };
  const ownUsers = await db.select(userFields).from(users).where(eq(users.person_id, personId));
  const vinculoUsers = await db
    .select(userFields)
    .from(vinculosTable)
    .innerJoin(users, eq(users.id, vinculosTable.user_id))
    .where(eq(vinculosTable.person_id, personId));
  const accesses = await db
    .select({
      created_at: auditLog.created_at,
      user_id: auditLog.user_id,
      user_email: auditLog.user_email,
      client_ip: auditLog.client_ip,
      action: auditLog.action,
      resource: auditLog.resource,
      record_id: auditLog.record_id,
    })
    .from(auditLog)
    .where(
      or(
        and(eq(auditLog.resource, 'persons'), eq(auditLog.record_id, personId)),
        and(eq(auditLog.parent_resource, 'persons'), eq(auditLog.parent_id, personId)),
      ),
    )
    .orderBy(desc(auditLog.created_at), desc(auditLog.id))
    .limit(ACCESS_LIMIT);

  return {
    gerado_em: new Date().toISOString(),
    pessoa: {
      ...person,
      base_legal_nome: person.base_legal ? (legalBasisLabels[person.base_legal as keyof typeof legalBasisLabels] ?? null) : null,
    },
    enderecos: lists.addresses,
    contatos: lists.contacts,
    contas_bancarias: lists.bankAccounts,
    oportunidades: deals.map((deal) => ({
      id: deal.id,
      titulo: deal.titulo,
      papel: deal.cliente_id === personId ? 'cliente' : 'parceiro',
      estagio: stageLabels[deal.estagio] ?? String(deal.estagio),
      status: resultStatusLabels[deal.status_resultado as keyof typeof resultStatusLabels] ?? String(deal.status_resultado),
      receita_esperada: deal.receita_esperada,
      created_at: deal.created_at,
    })),
    documentos: documents,
    usuarios: [
      ...ownUsers.map((user) => ({ ...user, relacao: 'pessoa do usuário' })),
      ...vinculoUsers.map((user) => ({ ...user, relacao: 'vínculo' })),
    ],
    acessos: accesses,
  };
}

export type LgpdReport = Awaited<ReturnType<typeof lgpdReport>>;
