// The rows an opportunity points to must exist, be visible to the user, and have the right role:
// a client is a person whose role is Client or ClientAndPartner, a partner one whose role is Partner or
// ClientAndPartner (PersonRole).
import { and, eq } from 'drizzle-orm';
import { CLIENT_PERSON_ROLES, PARTNER_PERSON_ROLES, personRoleLabels } from '../../../common/enums';
import { CLIENT_NOT_FOUND, PARTNER_NOT_FOUND } from '../../../common/resources/oportunidades';
import type { Executor } from '../../platform/db/client';
import { persons, stages, theses, users, type Person, type User } from '../../platform/db/schema';
import { unprocessable } from '../../platform/errors';
import { requireRow } from '../../resource/crud';
import { inCircle } from '../persons/public';

/** A client or partner reference: its field, its 422 when no person in reach has the id, and the roles it takes. */
const personRef = (field: 'cliente_id' | 'parceiro_id', noun: string, notFound: string, roles: readonly number[]) => ({
  field,
  notFound,
  roles,
  roleMessage: `O ${noun} deve ser uma pessoa com papel ${roles.map((role) => personRoleLabels[role as keyof typeof personRoleLabels]).join(' ou ')}.`,
});

type PersonRef = ReturnType<typeof personRef>;

export const CLIENT = personRef('cliente_id', 'cliente', CLIENT_NOT_FOUND, CLIENT_PERSON_ROLES);
export const PARTNER = personRef('parceiro_id', 'parceiro', PARTNER_NOT_FOUND, PARTNER_PERSON_ROLES);

/** The person behind a client or partner reference; an external user may only name persons in its circle. */
export async function referencedPerson(db: Executor, user: User, ref: PersonRef, personId: number): Promise<Person> {
  const [person] = await db.select().from(persons).where(and(eq(persons.id, personId), inCircle(user)));
  if (!person) throw unprocessable(['body', ref.field], ref.notFound);
  if (!ref.roles.includes(person.role)) throw unprocessable(['body', ref.field], ref.roleMessage);
  return person;
}

/** A thesis newly chosen for an opportunity: it must exist and be active (a retired one stays only where it was). */
export async function referencedThesis(db: Executor, thesisId: number) {
  const [thesis] = await db.select().from(theses).where(eq(theses.id, thesisId));
  if (!thesis) throw unprocessable(['body', 'tese'], 'Tese inválida');
  if (!thesis.ativa) throw unprocessable(['body', 'tese'], 'Tese inativa: escolha uma tese ativa');
  return thesis;
}

export const requireStage = (db: Executor, stageId: number) => requireRow(db, stages, stageId, 'estagio', 'Estágio inválido');

export const requireUser = (db: Executor, field: 'executivo_vendas_id' | 'equipe_parceiro_id', userId: number) =>
  requireRow(db, users, userId, field, field === 'executivo_vendas_id' ? 'Executivo não encontrado' : 'Usuário da equipe do parceiro não encontrado');
