// Reads a form of text fields and files (multipart/form-data): text fields into memory (within the limits
// server/app.ts gives the parser), each file of the one file field streamed (checked on the way: its type
// by name and by its first bytes, ./fileTypes.ts) to a staged temporary file. Any refusal discards every
// file staged so far, so a rejected request keeps nothing. The files move into place only once the rows
// naming them commit (./writeWithFiles.ts).
import { Transform } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '../config';
import { HttpError, unprocessable } from '../errors';
import { failure, multipartParts } from '../http/multipartParts';
import type { StagedFile, Storage } from './storage';
import { sanitizeFileName } from './fileName';
import { ALLOWED_EXTENSIONS, contentMatches, fileTypeOf, SNIFF_BYTES, type FileType } from './fileTypes';

export type ReceivedFile = { name: string; type: FileType; staged: StagedFile };
/** The text fields as sent (a field sent twice: each value, in order) and the staged files. */
export type ReceivedForm = { fields: Record<string, string[]>; files: ReceivedFile[] };

export const NOT_MULTIPART = 'Envie os dados como multipart/form-data.';

const tooManyFiles = (field: string) => unprocessable(['body', field], `Máximo de ${MAX_UPLOAD_FILES} arquivos permitidos`);
const tooLarge = (name: string) =>
  new HttpError(413, `Arquivo ${name} excede o limite de ${MAX_UPLOAD_BYTES / (1024 * 1024)}MB`);
const refused = (field: string, msg: string) => unprocessable(['body', field], msg, 'file_type');

/** A text field as one value: the first one sent, trimmed; blank counts as absent. */
export const formValue = (values: string[] | undefined) => {
  const value = values?.[0]?.trim();
  return value ? value : undefined;
};

/** Passes bytes through once the first SNIFF_BYTES (or the whole, shorter file) match the type. */
function contentCheck(field: string, type: FileType, name: string): Transform {
  let head: Buffer | null = Buffer.alloc(0);
  const verify = (bytes: Buffer) =>
    contentMatches(type, bytes)
      ? null
      : refused(field, `O conteúdo do arquivo ${name} não corresponde a um arquivo .${type.extension}.`);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!head) return callback(null, chunk);
      head = Buffer.concat([head, chunk]);
      if (head.length < SNIFF_BYTES) return callback();
      const bytes = head;
      head = null;
      callback(verify(bytes), bytes);
    },
    flush(callback) {
      if (head) {
        const error = verify(head);
        if (error) return callback(error);
        this.push(head);
      }
      callback();
    },
  });
}

/** What a limit error from the multipart parser means for the person uploading. */
function translate(field: string, error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return tooManyFiles(field);
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    const part = (error as { part?: { filename?: string } }).part;
    return tooLarge(sanitizeFileName(part?.filename ?? ''));
  }
  return failure(error);
}

export const discardFiles = (storage: Storage, files: ReceivedFile[]) =>
  Promise.all(files.map((file) => storage.discard(file.staged)));

/** The form of `request`, its files under `field` (a file under any other name is refused). */
export async function receiveForm(request: FastifyRequest, storage: Storage, field: string): Promise<ReceivedForm> {
  if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART);
  const form: ReceivedForm = { fields: {}, files: [] };
  try {
    for await (const part of multipartParts(request)) {
      if (part.type === 'field') {
        (form.fields[part.fieldname] ??= []).push(String(part.value));
        continue;
      }
      if (part.fieldname !== field) throw refused(field, `Campo de arquivo inesperado: ${part.fieldname}.`);
      // A browser sends an empty file input as a part without a name.
      if (!part.filename) {
        part.file.resume();
        continue;
      }
      if (form.files.length >= MAX_UPLOAD_FILES) throw tooManyFiles(field);
      const name = sanitizeFileName(part.filename);
      const type = fileTypeOf(name);
      if (!type) {
        throw refused(field, `Tipo de arquivo não permitido: ${name}. Tipos aceitos: ${ALLOWED_EXTENSIONS.join(', ')}.`);
      }
      const staged = await storage.stage(part.file, contentCheck(field, type, name));
      form.files.push({ name, type, staged });
      // The parser stops a file at the limit and marks it truncated rather than failing the stream.
      if (part.file.truncated) throw tooLarge(name);
      if (staged.size === 0) throw refused(field, `O arquivo ${name} está vazio.`);
    }
  } catch (error) {
    await discardFiles(storage, form.files);
    throw translate(field, error);
  }
  return form;
}
