// Multipart POSTs with upload progress: XMLHttpRequest reports how much of the body was sent, which
// fetch does not. Used by the opportunity forms and the imports (src/ui/import).
import { getToken } from '../authProvider/token';
import { ApiError, buildUrl, messageOf } from './httpClient';

/** The share of the request body sent so far, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

type SendOptions = {
  /** The message when a failed answer names no reason ('Upload failed: {status text}'). */
  fallback: (status: number, statusText: string, text: string) => string;
  onProgress?: UploadProgress;
};

/** POSTs a multipart form with the bearer token, reporting upload progress; errors as ApiError. */
export function sendForm<T>(path: string, form: FormData, { fallback, onProgress }: SendOptions): Promise<T> {
  const url = buildUrl(path);
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError('Não foi possível conectar ao servidor', 0, null, url, 'Network Error'));
    request.onabort = () => reject(new ApiError('Request aborted', 0, null, url, 'Aborted'));
    request.onload = () => {
      const text = request.responseText;
      let body: unknown = null;
      let parseError: Error | null = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch (error) {
        parseError = error as Error;
      }
      const { status, statusText } = request;
      if (status < 200 || status >= 300) {
        const message = messageOf(body, '') || fallback(status, statusText, text);
        reject(new ApiError(message, status, body ?? text, url, statusText));
      } else if (!text) {
        reject(new ApiError('Resposta vazia do servidor', status, null, url, statusText));
      } else if (parseError) {
        reject(new ApiError(parseError.message, status, text, url, statusText));
      } else {
        onProgress?.(1);
        resolve(body as T);
      }
    };
    request.send(form);
  });
}
