// Saving a downloaded document: the server answers {data (base64), content_type}, or the raw file
// for large ones; the browser gets a Blob and a temporary link to save it under the document's name.
import type { AnexoDownload } from '../../dataProvider/oportunidades';

/** Past this size a document is fetched raw (GET /anexos/{id}/file) instead of as base64 JSON. */
export const RAW_DOWNLOAD_FROM_BYTES = 5 * 1024 * 1024;

export const INVALID_DOWNLOAD = 'Resposta inválida do servidor ao tentar baixar.';

/** The answer as a Blob, or null when it holds no valid base64 data. */
export function blobOf(answer: AnexoDownload | null | undefined): Blob | null {
  if (!answer || typeof answer.data !== 'string') return null;
  let binary: string;
  try {
    binary = atob(answer.data);
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: answer.content_type || 'application/octet-stream' });
}

export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
