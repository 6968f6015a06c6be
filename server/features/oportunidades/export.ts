// GET /oportunidades/export (the kit's, server/resource/crudRoutes.ts): each batch of opportunities it reads
// with names and labels instead of codes, and its tags' names.
import { asc, eq, inArray } from 'drizzle-orm';
import type { OportunidadeExportRow } from '../../../common/export/oportunidades';
import { probabilityOf } from '../../../common/forecast';
import type { Executor } from '../../platform/db/client';
import { oportunidadeTags, tags, type Oportunidade } from '../../platform/db/schema';
import { lookupRows } from './imported';
import { personNamesById } from '../persons/public';

async function tagNames(db: Executor, ids: number[]) {
  const links = await db
    .select({ oportunidade_id: oportunidadeTags.oportunidade_id, name: tags.name })
    .from(oportunidadeTags)
    .innerJoin(tags, eq(tags.id, oportunidadeTags.tag_id))
    .where(inArray(oportunidadeTags.oportunidade_id, ids))
    .orderBy(asc(tags.name));
  const byOportunidade = new Map<number, string[]>();
  for (const link of links) byOportunidade.set(link.oportunidade_id, [...(byOportunidade.get(link.oportunidade_id) ?? []), link.name]);
  return byOportunidade;
}

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
      tagNames(db, ids),
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
