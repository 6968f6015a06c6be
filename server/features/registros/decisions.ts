// Staff's decisions on a registration, each in one transaction under the key's lock (./key.ts):
// - aprovar: the client person (found by the CNPJ, else created with the registry's data when it answers,
//   else with the razão social) and a Lead opportunity with the partner; the registration 'aprovado' until
//   now + REGISTRO_VALIDADE_DIAS; every other registration of the key in analysis 'rejeitado' with the
//   reason 'Registrada por outro parceiro';
// - rejeitar with a reason; prorrogar (an approved one) by some days.
// A decision on a registration in the wrong state is a 409 saying why.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { PersonRole } from '../../../common/enums';
import {
  REGISTRO_EM_ANALISE,
  REGISTRO_OUTRO_PARCEIRO,
  registros as declaration,
} from '../../../common/resources/registros';
import type { RegistryData } from '../../../common/registry';
import type { Config } from '../../platform/config';
import { getOr404, lockOr404 } from '../../resource/crud';
import type { Database, Executor } from '../../platform/db/client';
import { persons, registros, theses, type Registro, type User } from '../../platform/db/schema';
import { conflict } from '../../platform/errors';
import { fetchRegistry } from '../../integrations/receita/client';
import { insertCompanyPerson, personIdByDocument } from '../persons/public';
import { insertLead } from '../oportunidades/public';
import { registroEvent } from './events';
import { scheduleValidity } from './expiry';
import { holdsKey, lockKey, sameKey } from './key';

export const SO_EM_ANALISE_APROVA = 'Somente um registro pendente ou em conflito pode ser aprovado';
export const SO_EM_ANALISE_REJEITA = 'Somente um registro pendente ou em conflito pode ser rejeitado';
export const SO_APROVADO_PRORROGA = 'Somente um registro aprovado pode ser prorrogado';
export const JA_APROVADO = 'Esta empresa já tem um registro aprovado para esta tese';

/** `n` days as an interval. */
const days = (n: number) => sql`make_interval(days => ${n}::int)`;

/** The registration, locked, after its key's lock (the order every writer of a key takes them in). */
async function lockRegistro(tx: Executor, id: number): Promise<Registro> {
  await lockKey(tx, await getOr404(tx, registros, id, declaration.texts.notFound));
  return lockOr404(tx, registros, id, declaration.texts.notFound);
}

const decided = (user: User) => ({ decidido_por_id: user.id, decidido_em: new Date() });

/** The registry's data of a CNPJ no person has yet, or null (not configured, not found, unreachable). */
async function registryFor(db: Database, config: Config, cnpj: string): Promise<RegistryData | null> {
  const known = await personIdByDocument(db, cnpj);
  if (known !== undefined || !config.RECEITA_API_URL) return null;
  return fetchRegistry(config, cnpj).catch(() => null);
}

/** The company's person: the one with this CNPJ (made a client too if it was only a partner), or a new one. */
async function clientPerson(tx: Executor, user: User, registro: Registro, data: RegistryData | null) {
  const [existing] = await tx.select().from(persons).where(eq(persons.document, registro.cnpj));
  if (!existing) return insertCompanyPerson(tx, user, { cnpj: registro.cnpj, role: PersonRole.Client, name: registro.razao_social }, data);
  if (existing.role === PersonRole.Partner) {
    await tx.update(persons).set({ role: PersonRole.ClientAndPartner, updated_at: new Date() }).where(eq(persons.id, existing.id));
  }
  return existing;
}

export async function aprovar(db: Database, config: Config, user: User, id: number): Promise<Registro> {
  const before = await getOr404(db, registros, id, declaration.texts.notFound);
  // Asked before the transaction: no lock waits on the registry.
  const data = await registryFor(db, config, before.cnpj);
  return db.transaction(async (tx) => {
    const registro = await lockRegistro(tx, id);
    if (!REGISTRO_EM_ANALISE.includes(registro.estado)) throw conflict(SO_EM_ANALISE_APROVA);
    const [approved] = await tx.select({ id: registros.id }).from(registros).where(and(sameKey(registro), holdsKey, eq(registros.estado, 'aprovado')));
    if (approved) throw conflict(JA_APROVADO);
    const [thesis] = await tx.select({ id: theses.id, name: theses.name }).from(theses).where(eq(theses.id, registro.tese_id));
    const client = await clientPerson(tx, user, registro, data);
    const lead = await insertLead(tx, user, {
      thesis,
      client,
      parceiroId: registro.parceiro_id,
      descricao: registro.observacao,
    });
    const [row] = await tx
      .update(registros)
      .set({
        estado: 'aprovado',
        motivo: null,
        oportunidade_id: lead.id,
        valido_ate: sql`now() + ${days(config.REGISTRO_VALIDADE_DIAS)}`,
        aviso_expiracao_em: null,
        ...decided(user),
      })
      .where(eq(registros.id, id))
      .returning();
    await scheduleValidity(tx, row);
    await registroEvent(tx, 'decidido', row);
    const others = await tx
      .update(registros)
      .set({ estado: 'rejeitado', motivo: REGISTRO_OUTRO_PARCEIRO, ...decided(user) })
      .where(and(sameKey(registro), ne(registros.id, id), inArray(registros.estado, [...REGISTRO_EM_ANALISE])))
      .returning();
    for (const other of others) await registroEvent(tx, 'decidido', other);
    return row;
  });
}

export function rejeitar(db: Database, user: User, id: number, motivo: string): Promise<Registro> {
  return db.transaction(async (tx) => {
    const registro = await lockRegistro(tx, id);
    if (!REGISTRO_EM_ANALISE.includes(registro.estado)) throw conflict(SO_EM_ANALISE_REJEITA);
    const [row] = await tx.update(registros).set({ estado: 'rejeitado', motivo, ...decided(user) }).where(eq(registros.id, id)).returning();
    await registroEvent(tx, 'decidido', row);
    return row;
  });
}

/** Extends an approved registration by `dias` from its current end (or from now, if that has passed). */
export function prorrogar(db: Database, id: number, dias: number): Promise<Registro> {
  return db.transaction(async (tx) => {
    const registro = await lockRegistro(tx, id);
    if (registro.estado !== 'aprovado') throw conflict(SO_APROVADO_PRORROGA);
    const [row] = await tx
      .update(registros)
      .set({ valido_ate: sql`greatest(${registros.valido_ate}, now()) + ${days(dias)}`, aviso_expiracao_em: null })
      .where(eq(registros.id, id))
      .returning();
    await scheduleValidity(tx, row);
    return row;
  });
}
