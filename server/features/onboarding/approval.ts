// The staff's decision on a pending sign-up (/admin, 'Aguardando aprovação'). Approving sets its role (an
// external one: Licenciado, Parceiro, Indicador) and its partner person: one named by id, or the person of
// a CPF/CNPJ (the existing one, or a new partner named after the user), linked as its own person and in
// vínculos. Refusing deactivates it (its sessions end) and mails it the reason.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_USER_ROLE, EXTERNAL_ROLES, VinculoCreationMethod, UserRole } from '../../../common/enums';
import { documentInput } from '../../../common/resources/users';
import { recordId } from '../../../common/resources/requestValues';
import type { Database, Executor } from '../../platform/db/client';
import { vinculosTable, users, type User } from '../../platform/db/schema';
import { conflict, unprocessable } from '../../platform/errors';
import { notifySignupRefused } from '../notificacoes/public';
import { personForDocument } from '../users/public';
import { assertPersonExists, getUserOr404 } from '../users/public';
import { endSessions } from '../../platform/sessions/store';

export const NAO_PENDENTE = 'Este cadastro não está aguardando aprovação';
export const PESSOA_OBRIGATORIA = 'Informe a pessoa do parceiro ou o CPF/CNPJ para criá-la';
const MOTIVO_MAX = 1000;

export const approveBody = z.object({
  role: z
    .number({ error: 'Função inválida' })
    .int('Função inválida')
    .refine((role) => EXTERNAL_ROLES.includes(role as UserRole), { message: 'Aprove como Licenciado, Parceiro ou Indicador' })
    .default(DEFAULT_USER_ROLE),
  person_id: recordId.optional(),
  document: documentInput,
});
export const refuseBody = z.object({
  motivo: z
    .string({ error: 'Motivo é obrigatório' })
    .trim()
    .min(1, 'Motivo é obrigatório')
    .max(MOTIVO_MAX, `Motivo deve ter no máximo ${MOTIVO_MAX} caracteres`),
});

async function pendingUser(tx: Executor, userId: number) {
  const user = await getUserOr404(tx, userId);
  if (user.cadastro !== 'pendente') throw conflict(NAO_PENDENTE);
  return user;
}

export async function approveSignup(db: Database, actor: User, userId: number, input: z.output<typeof approveBody>): Promise<User> {
  return db.transaction(async (tx) => {
    const user = await pendingUser(tx, userId);
    const document = input.document ?? user.document;
    let personId = input.person_id ?? null;
    if (personId != null) await assertPersonExists(tx, personId);
    else if (document) personId = await personForDocument(tx, { document, name: user.full_name || user.email, createdById: actor.id });
    else personId = user.person_id;
    if (personId == null) throw unprocessable(['body', 'document'], PESSOA_OBRIGATORIA);
    await tx
      .insert(vinculosTable)
      .values({ user_id: user.id, person_id: personId, created_by_id: actor.id, creation_method: VinculoCreationMethod.Manual })
      .onConflictDoNothing();
    const [approved] = await tx
      .update(users)
      .set({ cadastro: 'aprovado', role: input.role, person_id: personId, document: user.document ?? input.document ?? null })
      .where(eq(users.id, user.id))
      .returning();
    return approved;
  });
}

export async function refuseSignup(db: Database, userId: number, motivo: string): Promise<User> {
  return db.transaction(async (tx) => {
    const user = await pendingUser(tx, userId);
    const [refused] = await tx
      .update(users)
      .set({ cadastro: 'recusado', motivo_recusa: motivo, is_active: false, ...(await endSessions(tx, user.id)) })
      .where(eq(users.id, user.id))
      .returning();
    await notifySignupRefused(tx, user.id, motivo);
    return refused;
  });
}
