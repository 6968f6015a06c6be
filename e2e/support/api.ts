// A small client for /api/v1, for specs that need data in place before they open a screen.
// Paths are relative to /api/v1 ('users/', 'persons/12'); a call that does not answer 2xx throws with
// the status and body, so a broken precondition reads as such instead of as a missing row later.
import type { APIRequest, APIRequestContext, APIResponse } from '@playwright/test';

type Query = Record<string, string | number | boolean | undefined>;
/** Answers are whatever the route returns; specs name the fields they read. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export class ApiClient {
  constructor(
    /** The underlying Playwright request context (token already in its headers), for multipart etc. */
    readonly request: APIRequestContext,
  ) {}

  /** Logs in through POST /login/access-token and returns a client that sends that user's token. */
  static async login(requests: APIRequest, baseURL: string, email: string, password: string): Promise<ApiClient> {
    const anonymous = await requests.newContext({ baseURL });
    const response = await anonymous.post('/api/v1/login/access-token', { form: { username: email, password } });
    const { access_token } = await ApiClient.body<{ access_token: string }>(response, 'POST login/access-token');
    await anonymous.dispose();
    const request = await requests.newContext({
      baseURL,
      extraHTTPHeaders: { Authorization: `Bearer ${access_token}` },
    });
    return new ApiClient(request);
  }

  /** The full path for an /api/v1 route, with or without the leading slash. */
  static path(path: string): string {
    return path.startsWith('/api/') ? path : `/api/v1/${path.replace(/^\/+/, '')}`;
  }

  private static async body<T>(response: APIResponse, what: string): Promise<T> {
    if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  private async call<T>(method: string, path: string, options: { data?: unknown; params?: Query }): Promise<T> {
    const params = options.params
      ? Object.fromEntries(Object.entries(options.params).filter(([, v]) => v !== undefined)) as Record<string, string | number | boolean>
      : undefined;
    const response = await this.request.fetch(ApiClient.path(path), { method, data: options.data, params });
    return ApiClient.body<T>(response, `${method} ${path}`);
  }

  get<T = Json>(path: string, params?: Query) {
    return this.call<T>('GET', path, { params });
  }
  post<T = Json>(path: string, data?: unknown) {
    return this.call<T>('POST', path, { data });
  }
  put<T = Json>(path: string, data: unknown) {
    return this.call<T>('PUT', path, { data });
  }
  patch<T = Json>(path: string, data: unknown) {
    return this.call<T>('PATCH', path, { data });
  }
  delete<T = Json>(path: string, data?: unknown) {
    return this.call<T>('DELETE', path, { data });
  }

  dispose() {
    return this.request.dispose();
  }
}
