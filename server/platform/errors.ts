// Errors a handler throws on purpose. The app's error handler turns them into {"detail": ...}.

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string | ValidationIssue[],
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof detail === 'string' ? detail : 'Validation Error');
  }
}

/** FastAPI's shape for one validation problem: where (body/query/path + field), what, and its kind. */
export type ValidationIssue = { loc: (string | number)[]; msg: string; type: string };

export const badRequest = (detail: string) => new HttpError(400, detail);
export const unauthorized = (detail = 'Could not validate credentials') =>
  new HttpError(401, detail, { 'www-authenticate': 'Bearer' });
export const forbidden = (detail = 'The user doesn\'t have enough privileges') => new HttpError(403, detail);
export const notFound = (detail: string) => new HttpError(404, detail);
export const conflict = (detail: string) => new HttpError(409, detail);
export const unprocessable = (loc: (string | number)[], msg: string, type = 'value_error') =>
  new HttpError(422, [{ loc, msg, type }]);
export const serviceUnavailable = (detail: string) => new HttpError(503, detail);
export const badGateway = (detail: string) => new HttpError(502, detail);
export const gatewayTimeout = (detail: string) => new HttpError(504, detail);
