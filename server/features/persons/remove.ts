// Deleting a person takes its addresses, contacts and bank accounts with it (ON DELETE CASCADE). A person
// that an opportunity, a user link or a user (as its own person, users.person_id) still points at stays,
// with a 409 that says why. DELETE /persons/{id} (the kit's, its beforeDelete hook) and the bulk delete
// run the check with the person locked, so nothing can reach it between the check and the delete.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { resultRows } from '../../platform/db/migrate';
import { oportunidades, vinculosTable, users } from '../../platform/db/schema';
import { conflict } from '../../platform/errors';
import { dealsOf } from './access';

export const IN_OPORTUNIDADES = 'Não é possível excluir esta pessoa: ela está associada a oportunidades.';
export const IN_LINKS = 'Não é possível excluir esta pessoa: ela está vinculada a usuários.';
export const OWN_PERSON = 'Não é possível excluir esta pessoa: ela é a pessoa de um usuário.';

/** Refuses (409) deleting a person something still points at; run it with the person locked. */
export async function assertDeletable(tx: Executor, personId: number) {
  const [usage] = resultRows<{ oportunidades: boolean; links: boolean; users: boolean }>(
    await tx.execute(sql`SELECT
      EXISTS (SELECT 1 FROM ${oportunidades} WHERE ${dealsOf(personId)}) AS oportunidades,
      EXISTS (SELECT 1 FROM ${vinculosTable} WHERE ${eq(vinculosTable.person_id, personId)}) AS links,
      EXISTS (SELECT 1 FROM ${users} WHERE ${eq(users.person_id, personId)}) AS users`),
  );
  if (usage.oportunidades) throw conflict(IN_OPORTUNIDADES);
  if (usage.links) throw conflict(IN_LINKS);
  if (usage.users) throw conflict(OWN_PERSON);
}
