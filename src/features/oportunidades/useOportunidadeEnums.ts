// The lookup tables of opportunities (GET /oportunidades/enums/estagios, /teses, /status), loaded once
// and kept, with the label of a code. Until they answer, stages and statuses read from common/enums.
// Also the catalogue of tags (up to TAGS_LIMIT), read by the list's 'Mais filtros' and bulk 'Tags', and
// by an opportunity's tags card: kept as long, as each of those mounting would otherwise read it again
// (the list's bulk toolbar, mounted with the first rows, sent a second request while they rendered). The
// card refetches after creating or deleting.
import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import { labelOf, ResultStatus, resultStatusChoices, stageLabels, STAGE_ORDER, type Choice } from '../../../common/enums';
import type { Tag } from './types';

type Kind = 'estagios' | 'teses' | 'status';

/** How long the list's catalogues (stages, statuses, theses, tags) are kept before being read again. */
const CATALOGUE_STALE_MS = 5 * 60_000;

const TAGS_LIMIT = 100;

export const useTagCatalogue = () =>
  useGetList<Tag>('tags', { pagination: { page: 1, perPage: TAGS_LIMIT } }, { staleTime: CATALOGUE_STALE_MS });

const useEnum = (kind: Kind) =>
  useGetList<Choice>(
    'oportunidadeEnums',
    { filter: { kind }, pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' } },
    { staleTime: CATALOGUE_STALE_MS },
  ).data;

const byId = (choices: Choice[]) => Object.fromEntries(choices.map((choice) => [choice.id, choice.name]));

const fallbackStages: Choice[] = STAGE_ORDER.map((id) => ({ id, name: stageLabels[id] }));

export type OportunidadeEnums = ReturnType<typeof useOportunidadeEnums>;

export function useOportunidadeEnums() {
  const stages = useEnum('estagios') ?? fallbackStages;
  const thesisData = useEnum('teses');
  // The enum lists the active theses (the choices); an opportunity may still use an inactive one, whose
  // name comes from the catalogue.
  const { data: catalogue } = useGetList<Choice>('teses', { pagination: { page: 1, perPage: 1000 } }, { staleTime: CATALOGUE_STALE_MS });
  const statuses = useEnum('status') ?? resultStatusChoices;
  return useMemo(() => {
    const theses = thesisData ?? [];
    const stageNames = byId(stages);
    const thesisNames = byId([...(catalogue ?? []), ...theses]);
    const statusNames = byId(statuses);
    return {
      /** In pipeline order. */
      stages,
      theses,
      stageLabel: (id: number | null | undefined) => labelOf(stageNames, id),
      /** '—' when the opportunity has no thesis. */
      thesisLabel: (id: number | null | undefined) => (id == null ? '—' : thesisData ? labelOf(thesisNames, id) : '…'),
      /** A missing status reads as open; an unknown one as 'Desconhecido'. */
      statusLabel: (status: number | null | undefined) => labelOf(statusNames, status ?? ResultStatus.Open),
    };
  }, [stages, thesisData, catalogue, statuses]);
}
