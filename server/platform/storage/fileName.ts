// File names come from the client: keep the last path segment only, drop control and reserved
// characters, and bound the length while keeping the extension.
import { extname } from 'node:path';

const MAX_NAME = 200;

export function sanitizeFileName(raw: string): string {
  const lastSegment = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (cleaned.length <= MAX_NAME) return cleaned || 'arquivo';
  const extension = extname(cleaned).slice(0, 16);
  return cleaned.slice(0, MAX_NAME - extension.length) + extension;
}
