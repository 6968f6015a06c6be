// The document types an upload accepts, recognised by extension AND by the first bytes of the
// content, so a renamed executable is refused even with an allowed name.
import { extname } from 'node:path';

type Signature = 'pdf' | 'ole' | 'zip' | 'rar' | 'text';

export type FileType = { extension: string; contentType: string; signature: Signature };

const TYPES: FileType[] = [
  { extension: 'pdf', contentType: 'application/pdf', signature: 'pdf' },
  { extension: 'doc', contentType: 'application/msword', signature: 'ole' },
  {
    extension: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    signature: 'zip',
  },
  { extension: 'xls', contentType: 'application/vnd.ms-excel', signature: 'ole' },
  {
    extension: 'xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    signature: 'zip',
  },
  { extension: 'txt', contentType: 'text/plain; charset=utf-8', signature: 'text' },
  { extension: 'csv', contentType: 'text/csv; charset=utf-8', signature: 'text' },
  { extension: 'zip', contentType: 'application/zip', signature: 'zip' },
  { extension: 'rar', contentType: 'application/vnd.rar', signature: 'rar' },
];

export const ALLOWED_EXTENSIONS = TYPES.map((t) => t.extension);
/** The Content-Type a stored document is answered with, one per allowed type. */
export const ALLOWED_CONTENT_TYPES = TYPES.map((t) => t.contentType);

/** How many leading bytes the content check looks at. */
export const SNIFF_BYTES = 4096;

export const fileTypeOf = (fileName: string): FileType | undefined => {
  const extension = extname(fileName).slice(1).toLowerCase();
  return TYPES.find((t) => t.extension === extension);
};

const startsWith = (head: Buffer, bytes: number[]) => bytes.every((b, i) => head[i] === b);

const MAGIC: Record<Exclude<Signature, 'text'>, number[][]> = {
  pdf: [[0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ole: [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]], // OLE2 compound file (doc, xls)
  zip: [
    [0x50, 0x4b, 0x03, 0x04], // PK: a zip with entries (also docx, xlsx)
    [0x50, 0x4b, 0x05, 0x06], // an empty zip
  ],
  rar: [[0x52, 0x61, 0x72, 0x21, 0x1a, 0x07]], // Rar!
};

/** Text has no NUL and no control bytes other than tab, line breaks, form feed and escape. */
const looksLikeText = (head: Buffer) =>
  !head.some((b) => b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c && b !== 0x1b);

/** Whether the first bytes of a file match what its type promises. */
export function contentMatches(type: FileType, head: Buffer): boolean {
  if (type.signature === 'text') return looksLikeText(head);
  return MAGIC[type.signature].some((magic) => startsWith(head, magic));
}
