// POST /persons/{person_id}/anonymize (LGPD art. 18, IV and VI): the person's personal data is replaced by
// placeholders, its addresses, contacts and bank accounts deleted and its users unlinked, in one
// transaction; its opportunities keep their money, stages and history. Refused (409) while one of its
// opportunities is open or, as a partner, a commission of its is unpaid (prevista or a_pagar): the payout
// needs its name and bank data.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ResultStatus } from '../../../../common/enums';
import { lockOr404 } from '../../../resource/crud';
import type { Executor } from '../../../platform/db/client';
import { addresses, bankAccounts, comissoes, contacts, oportunidades, persons, vinculosTable, users, type Person } from '../../../platform/db/schema';
import { conflict } from '../../../platform/errors';
import { dealsOf, PERSON_NOT_FOUND } from '../access';

export const ALREADY_ANONYMIZED = 'Esta pessoa já foi anonimizada.';
export const openDealsRefusal = (count: number) =>
  `Não é possível anonimizar: a pessoa é cliente ou parceira de ${count} oportunidade(s) em andamento. Conclua-as (ganha ou perdida) antes.`;

export const unpaidCommissionsRefusal = (count: number) =>
  `Não é possível anonimizar: a pessoa tem ${count} comissão(ões) a receber (prevista ou a pagar). Pague-as ou cancele-as antes.`;
/** The commission states still owed to a partner. */
const UNPAID_STATES = ['prevista', 'a_pagar'] as const;

/** The placeholder a person's name and document become; the document stays unique. */
export const anonymousName = (id: number) => `Pessoa anonimizada #${id}`;
export const anonymousDocument = (id: number) => `ANONIMIZADO-${id}`;

async function refuseWhileOpen(tx: Executor, personId: number) {
  const open = await tx.$count(oportunidades, and(dealsOf(personId), eq(oportunidades.status_resultado, ResultStatus.Open)));
  if (open) throw conflict(openDealsRefusal(open));
  const unpaid = await tx.$count(comissoes, and(eq(comissoes.parceiro_id, personId), inArray(comissoes.estado, [...UNPAID_STATES])));
  if (unpaid) throw conflict(unpaidCommissionsRefusal(unpaid));
}

export async function anonymizePerson(tx: Executor, personId: number): Promise<Person> {
  const person = await lockOr404(tx, persons, personId, PERSON_NOT_FOUND);
  if (person.anonimizado_em) throw conflict(ALREADY_ANONYMIZED);
  await refuseWhileOpen(tx, personId);
  for (const table of [addresses, contacts, bankAccounts]) await tx.delete(table).where(eq(table.person_id, personId));
  await tx.delete(vinculosTable).where(eq(vinculosTable.person_id, personId));
  await tx.update(users).set({ person_id: null }).where(eq(users.person_id, personId));
  const [row] = await tx
    .update(persons)
    .set({
      name: anonymousName(personId),
      document: anonymousDocument(personId),
      trade_name: null,
      cnae_main: null,
      cnae_main_description: null,
      cnae_secondary: null,
      situacao_cadastral: null,
      data_abertura: null,
      consentimento_em: null,
      is_active: false,
      anonimizado_em: sql`now()`,
      updated_at: sql`now()`,
    })
    .where(eq(persons.id, personId))
    .returning();
  return row;
}
