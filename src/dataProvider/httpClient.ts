// Every call to /api/v1: adds the bearer token, turns error answers into ApiError with the server's
// detail translated to Portuguese.
import { HttpError } from 'react-admin';
import { getToken } from '../authProvider/token';
import { translateDetail } from '../i18n/apiDetails';

export const API_URL = '/api/v1';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Validation Error',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** An error answer: carries url, status, statusText and body, and a Portuguese message. */
export class ApiError extends HttpError {
  constructor(
    message: string,
    status: number,
    body: unknown,
    readonly url: string,
    readonly statusText: string,
  ) {
    super(message, status, body);
    // react-admin's HttpError pins its own prototype; restore ours so `instanceof ApiError` holds.
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = 'ApiError';
  }
}

type Detail = string | { loc?: (string | number)[]; msg?: string }[] | undefined;

/** The text to show for an error body: the detail string, or the first validation item's msg. */
export function messageOf(body: unknown, fallback = 'Algo deu errado'): string {
  const detail = (body as { detail?: Detail } | null)?.detail;
  if (typeof detail === 'string') return translateDetail(detail);
  if (Array.isArray(detail) && detail[0]?.msg) return translateDetail(detail[0].msg);
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? translateDetail(message) : fallback;
}

export type RequestOptions = Omit<RequestInit, 'body'> & {
  /** JSON-serialised unless it is FormData or URLSearchParams. */
  body?: unknown;
  query?: Record<string, unknown>;
  /** 'blob' reads a successful answer as a file (errors are still read as JSON). */
  responseType?: 'json' | 'blob';
};

export function buildUrl(path: string, query?: Record<string, unknown>): string {
  const url = `${API_URL}/${path.replace(/^\//, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

export async function httpClient<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const { body, query, headers: extraHeaders, responseType = 'json', ...init } = options;
  const url = buildUrl(path, query);
  const headers = new Headers(extraHeaders);
  if (responseType === 'json') headers.set('Accept', 'application/json');
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let payload: BodyInit | undefined;
  if (body instanceof FormData || body instanceof URLSearchParams) payload = body;
  else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include', ...init, headers, body: payload });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw new ApiError('Request aborted', 0, null, url, 'Aborted');
    throw new ApiError('Não foi possível conectar ao servidor', 0, null, url, 'Network Error');
  }
  if (response.ok && responseType === 'blob') return (await response.blob()) as T;
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  if (!response.ok) {
    const statusText = STATUS_TEXT[response.status] ?? response.statusText ?? 'Error';
    throw new ApiError(messageOf(json), response.status, json, url, statusText);
  }
  return json as T;
}
