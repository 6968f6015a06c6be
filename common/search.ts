// The global search (GET /api/v1/search, the top bar's field): its query, its answer and the words the
// portal shows, shared by the server and the portal.
import { z } from 'zod';

/** What a result is, in the order the portal groups them, with each group's heading. */
export const SEARCH_GROUPS = [
  { type: 'pessoa', label: 'Pessoas' },
  { type: 'oportunidade', label: 'Oportunidades' },
  { type: 'usuario', label: 'Usuários' },
] as const;
export type SearchType = (typeof SEARCH_GROUPS)[number]['type'];

export const SEARCH_MIN_CHARACTERS = 2;
export const SEARCH_DEFAULT_LIMIT = 5;
export const SEARCH_MAX_LIMIT = 20;

export const SEARCH_TEXTS = {
  missing: 'Informe o texto da busca',
  tooShort: `Digite pelo menos ${SEARCH_MIN_CHARACTERS} letras ou números`,
  tooLong: 'Deve ter no máximo 200 caracteres',
  badLimit: `O limite deve ser um número inteiro de 1 a ${SEARCH_MAX_LIMIT}`,
} as const;

const letterOrDigit = /[\p{L}\p{N}]/gu;

/** ?q=&limit=: q needs two letters or digits (punctuation alone searches nothing); limit is per type. */
export const searchQuery = z.object({
  q: z
    .string({ error: SEARCH_TEXTS.missing })
    .trim()
    .max(200, SEARCH_TEXTS.tooLong)
    .refine((text) => (text.match(letterOrDigit)?.length ?? 0) >= SEARCH_MIN_CHARACTERS, SEARCH_TEXTS.tooShort),
  limit: z.coerce
    .number({ error: SEARCH_TEXTS.badLimit })
    .int(SEARCH_TEXTS.badLimit)
    .min(1, SEARCH_TEXTS.badLimit)
    .max(SEARCH_MAX_LIMIT, SEARCH_TEXTS.badLimit)
    .default(SEARCH_DEFAULT_LIMIT),
});
export type SearchQuery = z.infer<typeof searchQuery>;

export const searchResult = z.object({
  type: z.enum(SEARCH_GROUPS.map((group) => group.type) as [SearchType, ...SearchType[]]),
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
});
export type SearchResult = z.infer<typeof searchResult>;

export const searchAnswer = z.object({ data: z.array(searchResult) });

/** The page a result opens (SPEC's URLs); users have no page, so their management list, filtered. */
export function searchResultPath(result: Pick<SearchResult, 'type' | 'id' | 'title'>): string {
  if (result.type === 'pessoa') return `/pessoas/${result.id}`;
  if (result.type === 'oportunidade') return `/oportunidades/${result.id}`;
  return `/admin?query=${encodeURIComponent(result.title)}`;
}
