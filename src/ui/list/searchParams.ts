// A list's filters and page as flat search params (?page=2&query=silva&is_active=true&role=1),
// parsed leniently: a bad page means page 1, a bad filter value is dropped, never an error.
import type { FilterPayload } from 'react-admin';

/** How a filter's value reads from and writes to the URL: a day is YYYY-MM-DD, an amount 250000.5. */
export type FilterKind = 'text' | 'number' | 'boolean' | 'day' | 'amount';
/** The filters a list accepts, by search-param name; the same names go to the API. */
export type FilterSpec = Record<string, FilterKind>;

export type ListLocation = { page: number; filter: FilterPayload };

// TanStack Router, which the original portal used, wrote strings that look like JSON in quotes
// (query=%22123%22); those links keep working.
const unquote = (value: string) => {
  if (!/^".*"$/.test(value)) return value;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'string' ? parsed : value;
  } catch {
    return value;
  }
};

function readValue(kind: FilterKind, raw: unknown): string | number | boolean | undefined {
  if (raw === undefined || raw === null) return undefined;
  const text = unquote(String(raw)).trim();
  if (text === '') return undefined;
  if (kind === 'number') return /^-?\d+$/.test(text) ? Number(text) : undefined;
  if (kind === 'boolean') return text === 'true' ? true : text === 'false' ? false : undefined;
  if (kind === 'day') return /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : undefined;
  if (kind === 'amount') return /^\d+(\.\d{1,2})?$/.test(text) ? text : undefined;
  return text;
}

/** react-admin's own format (?filter={"q":"silva"}) as flat values, for links made by a default <List>. */
function legacyFilter(params: URLSearchParams, textKey: string | undefined): Record<string, unknown> {
  const raw = params.get('filter');
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const { q, ...rest } = parsed as Record<string, unknown>;
    return textKey && q !== undefined ? { ...rest, [textKey]: q } : rest;
  } catch {
    return {};
  }
}

export function parsePage(raw: string | null): number {
  const text = raw === null ? '' : unquote(raw);
  if (!/^\d+$/.test(text)) return 1;
  const page = Number(text);
  return page >= 1 && Number.isSafeInteger(page) ? page : 1;
}

/** The page and the filter values a URL holds, keeping only the names the spec knows. */
export function parseListLocation(params: URLSearchParams, spec: FilterSpec): ListLocation {
  const textKey = Object.keys(spec).find((key) => spec[key] === 'text');
  const legacy = legacyFilter(params, textKey);
  const filter: FilterPayload = {};
  for (const [name, kind] of Object.entries(spec)) {
    const value = readValue(kind, params.has(name) ? params.get(name) : legacy[name]);
    if (value !== undefined) filter[name] = value;
  }
  return { page: parsePage(params.get('page')), filter };
}

/**
 * The URL for a page and filter values: the list's own params are rewritten, other params (ones the
 * page itself uses) are kept. Page 1 and empty values are left out, so a plain list is a plain URL.
 */
export function writeListLocation(current: URLSearchParams, spec: FilterSpec, next: ListLocation): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const name of [...Object.keys(spec), 'page', 'filter']) params.delete(name);
  for (const name of Object.keys(spec)) {
    const value = readValue(spec[name], next.filter[name]);
    if (value !== undefined) params.set(name, String(value));
  }
  if (next.page > 1) params.set('page', String(next.page));
  return params;
}

/** Whether any filter of the spec has a value (the 'Limpar Filtros' button and the empty state use it). */
export const hasFilterValues = (filter: FilterPayload | undefined) =>
  Object.values(filter ?? {}).some((value) => value !== undefined && value !== null && value !== '');
