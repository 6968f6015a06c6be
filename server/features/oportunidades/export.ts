// GET /oportunidades/export (the kit's, server/resource/crudRoutes.ts): each batch of opportunities it reads
// as the list answers them (./present.ts: the client's and partner's names, the effective probability, the
// tags), with labels instead of codes and its tags' names.
import type { OportunidadeExportRow } from '../../../common/export/oportunidades';
import type { Executor } from '../../platform/db/client';
import type { Oportunidade } from '../../platform/db/schema';
import { lookupRows } from './imported';
import { presentOportunidades } from './present';

/** What completes each batch of an export; the lookup tables' labels are read once, here. */
export async function oportunidadeExportBatch(db: Executor) {
  const named = (rows: { id: number; name: string }[]) => new Map(rows.map((row) => [row.id, row.name]));
  const tables = await lookupRows(db);
  const lookup = { stage: named(tables.estagio), thesis: named(tables.tese), status: named(tables.status_resultado) };
  const label = (map: Map<number, string>, value: number | null) => (value === null ? null : (map.get(value) ?? null));
  return async (rows: Record<string, unknown>[]): Promise<OportunidadeExportRow[]> =>
    (await presentOportunidades(db, rows as Oportunidade[])).map((row) => ({
      ...row,
      estagio_nome: label(lookup.stage, row.estagio),
      tese_nome: label(lookup.thesis, row.tese),
      status_nome: label(lookup.status, row.status_resultado),
      tags: row.tags.map((tag) => tag.name),
    }));
}
