// Saved list views: what a view holds and which lists take one. The server validates with
// these schemas (server/features/views/), the portal writes and opens them (src/ui/list/views/). No
// browser or Node APIs here: both halves import it.
import { z } from 'zod';
import { declarations } from './resources';

/** The portal's lists, by react-admin resource name (src/App.tsx), the declared resources' included. */
export const VIEW_RESOURCES: readonly string[] = [
  'admin',
  'pessoas',
  'Vinculos',
  'oportunidades',
  ...declarations.map((declaration) => declaration.name),
];

export const VIEW_NAME_MAX = 80;
const PARAM_MAX = 500;
const MAX_PARAMS = 40;
const MAX_COLUMNS = 50;

/**
 * A view: the list's own search params as the URL holds them (filters, sort, order, per_page; never the
 * page), the columns it hides and the columns it shows, in their order (those added in 'Colunas'
 * included). Opening it writes these params back to the URL and the columns back to the table. A view
 * saved before `columns` existed shows the list's default columns less the hidden ones.
 */
export const viewParams = z.object({
  search: z
    .record(z.string().max(100), z.string().max(PARAM_MAX, `Deve ter no máximo ${PARAM_MAX} caracteres`))
    .refine((search) => Object.keys(search).length <= MAX_PARAMS, `No máximo ${MAX_PARAMS} parâmetros`),
  hidden_columns: z.array(z.string().max(100)).max(MAX_COLUMNS, `No máximo ${MAX_COLUMNS} colunas`),
  columns: z.array(z.string().max(100)).max(MAX_COLUMNS, `No máximo ${MAX_COLUMNS} colunas`).optional(),
});
export type ViewParams = z.infer<typeof viewParams>;

export const VIEW_NAME_REQUIRED = 'Nome da visualização é obrigatório';
export const UNKNOWN_VIEW_RESOURCE = 'Lista desconhecida';

export const viewName = z
  .string({ error: VIEW_NAME_REQUIRED })
  .trim()
  .min(1, VIEW_NAME_REQUIRED)
  .max(VIEW_NAME_MAX, `Nome da visualização deve ter no máximo ${VIEW_NAME_MAX} caracteres`);

export const viewResource = z
  .string({ error: UNKNOWN_VIEW_RESOURCE })
  .refine((resource) => VIEW_RESOURCES.includes(resource), UNKNOWN_VIEW_RESOURCE);

export type SavedView = { id: number; resource: string; name: string; params: ViewParams; created_at: string };
