// The opportunity's Odoo sync (queued by PUT /oportunidades/sync/{id}, run by the sync worker through
// server/jobRunners.ts): the opportunity becomes (or updates) an Odoo crm.lead of type
// 'opportunity' whose partner is the client's res.partner (the client is synced first when it has none,
// or when Odoo no longer has its partner), with its tags as crm.tag records and its result applied through
// Odoo's own won/lost actions.
//
// A lead carries the external id __portal__.oportunidade_<id> (ir.model.data), written by Odoo's import
// (`load`) in the same transaction as the lead. So a sync whose answer never arrived (a timeout after Odoo
// had created the lead) is not repeated as a second lead: the retry's import finds the external id and
// updates that lead. A known odoo_id is written directly; if Odoo has deleted that lead (MissingError), the
// import creates it again.
import { eq } from 'drizzle-orm';
import { ResultStatus } from '../../../common/enums';
import { OPORTUNIDADE_NOT_FOUND } from '../../../common/resources/oportunidades';
import { getOr404 } from '../../resource/crud';
import type { Database, DatabaseHandle } from '../../platform/db/client';
import { oportunidades, persons, type Oportunidade } from '../../platform/db/schema';
import { findFirst, findOrCreate, writeIfPresent, type OdooClient, type OdooCommands, type OdooValues } from '../../integrations/odoo/client';
import { syncPersonToOdoo } from '../persons/public';
import { escapeHtml } from '../../platform/mail/compose';
import type { DataKeys } from '../../platform/protected/dataKeys';
import { oneSyncAtATime } from '../../platform/jobs/syncLock';
import { diffFields, recordHistory } from './history';
import { presentOportunidades } from './present';
import { oportunidadeTagLinks } from './tags';

/** The client's partner: the stored one while Odoo still has it (archived or not), else the client synced now. */
async function clientPartnerId(database: DatabaseHandle, odoo: OdooClient, keys: DataKeys, clientId: number): Promise<number> {
  const [client] = await database.db.select().from(persons).where(eq(persons.id, clientId));
  const known = client?.odoo_company_id;
  if (known) {
    const found = await findFirst(odoo, 'res.partner', [['id', '=', known], ['active', 'in', [true, false]]]);
    if (found) return found;
  }
  const synced = await syncPersonToOdoo(database, odoo, keys, clientId);
  return synced.odoo_company_id as number;
}

/** crm.lead.description is an Html field: each text a paragraph, its line breaks kept. */
const htmlParagraphs = (texts: (string | null | false)[]) =>
  texts
    .filter((text): text is string => Boolean(text))
    .map((text) => `<p>${escapeHtml(text).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');

export function leadValues(row: Oportunidade, partnerId: number | false, tagIds: number[]): OdooValues {
  const lost = row.status_resultado === ResultStatus.Lost;
  const description = htmlParagraphs([row.descricao, lost && row.motivo_perda ? `Motivo da perda: ${row.motivo_perda}` : null]);
  return {
    name: row.titulo,
    type: 'opportunity',
    partner_id: partnerId,
    expected_revenue: Number(row.receita_esperada ?? 0),
    description: description || false,
    tag_ids: [[6, 0, tagIds]],
    // A lead lost in Odoo is archived; one the portal has reopened comes back.
    ...(lost ? {} : { active: true }),
  };
}

/** The portal's external id for the lead of this opportunity. */
export const leadExternalId = (oportunidadeId: number) => `__portal__.oportunidade_${oportunidadeId}`;

const importCell = (value: OdooValues[string]): string =>
  value === false || value === null ? '' : typeof value === 'boolean' ? (value ? 'True' : 'False') : String(value);

/** The lead's values as one row of Odoo's import: text cells, the partner and tags by database id. */
export function leadImportRow(externalId: string, values: OdooValues): { fields: string[]; row: string[] } {
  const { partner_id, tag_ids, ...plain } = values;
  const tagIds = ((tag_ids as OdooCommands | undefined)?.[0]?.[2] ?? []) as number[];
  return {
    fields: ['id', ...Object.keys(plain), 'partner_id/.id', 'tag_ids/.id'],
    row: [externalId, ...Object.values(plain).map(importCell), importCell(partner_id), tagIds.join(',')],
  };
}

/** The lead's id after writing the values: the known lead, or the one the external id names (made if needed). */
async function upsertLead(odoo: OdooClient, row: Oportunidade, values: OdooValues): Promise<number> {
  if (row.odoo_id && (await writeIfPresent(odoo, 'crm.lead', row.odoo_id, values))) return row.odoo_id;
  const { fields, row: cells } = leadImportRow(leadExternalId(row.id), values);
  const [leadId] = await odoo.load('crm.lead', fields, [cells]);
  return leadId;
}

/**
 * Runs a queued sync (server/jobRunners.ts): the requester's scope was checked when the
 * job was queued; actorId (null once that user is gone) is who the history names for the new odoo_id.
 */
export async function syncOportunidadeToOdoo(
  database: DatabaseHandle,
  odoo: OdooClient,
  keys: DataKeys,
  actorId: number | null,
  id: number,
) {
  const { db } = database;
  return oneSyncAtATime(database, `oportunidade:${id}`, async () => {
    let row = await getOr404(db, oportunidades, id, OPORTUNIDADE_NOT_FOUND);
    const tagNames = (await oportunidadeTagLinks.namesOf(db, [id])).get(id) ?? [];

    const partnerId = row.cliente_id ? await clientPartnerId(database, odoo, keys, row.cliente_id) : false;
    const tagIds: number[] = [];
    for (const name of tagNames) tagIds.push(await findOrCreate(odoo, 'crm.tag', [['name', '=', name]], { name }));
    const values = leadValues(row, partnerId, tagIds);

    const leadId = await upsertLead(odoo, row, values);
    if (leadId !== row.odoo_id) row = await storeOdooId(db, row, leadId, actorId);
    if (row.status_resultado === ResultStatus.Won) await odoo.action('crm.lead', 'action_set_won', [leadId]);
    if (row.status_resultado === ResultStatus.Lost) await odoo.action('crm.lead', 'action_set_lost', [leadId]);
    const [presented] = await presentOportunidades(db, [row]);
    return presented;
  });
}

async function storeOdooId(db: Database, row: Oportunidade, odooId: number, actorId: number | null): Promise<Oportunidade> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(oportunidades)
      .set({ odoo_id: odooId, updated_at: new Date() })
      .where(eq(oportunidades.id, row.id))
      .returning();
    await recordHistory(tx, row.id, actorId, diffFields(row, { odoo_id: odooId }));
    return updated;
  });
}
