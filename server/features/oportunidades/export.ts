// GET /oportunidades/export (the kit's, server/resource/crudRoutes.ts): each batch of opportunities it reads
// with names and labels instead of codes, and its tags' names.
import type { OportunidadeExportRow } from '../../../common/export/oportunidades';
import { probabilityOf } from '../../../common/forecast';
import type { Executor } from '../../platform/db/client';
import type { Oportunidade } from '../../platform/db/schema';
import { lookupRows } from './imported';
import { personNamesById } from '../persons/public';
import { oportunidadeTagLinks } from './tags';

/** What completes each batch of an export; the lookup tables' labels are read once, here. */
export async function oportunidadeExportBatch(db: Executor) {
  const named = (rows: { id: number; name: string }[]) => new Map(rows.map((row) => [row.id, row.name]));
  const tables = await lookupRows(db);
  const lookup = { stage: named(tables.estagio), thesis: named(tables.tese), status: named(tables.status_resultado) };
  const label = (map: Map<number, string>, value: number | null) => (value === null ? null : (map.get(value) ?? null));
  return async (rows: Oportunidade[]): Promise<OportunidadeExportRow[]> => {
    const ids = rows.map((row) => row.id);
    const [names, tagsOf] = await Promise.all([
      personNamesById(db, rows.flatMap((row) => [row.cliente_id, row.parceiro_id]).filter((id): id is number => id !== null)),
      oportunidadeTagLinks.namesOf(db, ids),
    ]);
    return rows.map((row) => ({
      ...row,
      cliente_nome: label(names, row.cliente_id),
      parceiro_nome: label(names, row.parceiro_id),
      estagio_nome: label(lookup.stage, row.estagio),
      tese_nome: label(lookup.thesis, row.tese),
      status_nome: label(lookup.status, row.status_resultado),
      probabilidade: probabilityOf(row),
      tags: tagsOf.get(row.id) ?? [],
    }));
  };
}
