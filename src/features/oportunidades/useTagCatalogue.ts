// The catalogue of tags (up to TAGS_LIMIT), read by the list's 'Mais filtros' and bulk 'Tags', and by an
// opportunity's tags card. Like the stages and theses (useOportunidadeEnums.ts) it is kept for five
// minutes: each of those mounting would otherwise read it again (the list's bulk toolbar, mounted with the
// first rows, sent a second request while they rendered). The card refetches after creating or deleting.
import { useGetList } from 'react-admin';
import type { Tag } from './types';
import { CATALOGUE_STALE_MS } from './useOportunidadeEnums';

const TAGS_LIMIT = 100;

export const useTagCatalogue = () =>
  useGetList<Tag>('tags', { pagination: { page: 1, perPage: TAGS_LIMIT } }, { staleTime: CATALOGUE_STALE_MS });
