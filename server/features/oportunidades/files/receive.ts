// Reads a multipart request: text fields into memory (within the limits server/app.ts gives the parser),
// each file streamed (checked on the way) to a staged temporary file. Any refusal discards every file
// staged so far, so a rejected request keeps nothing.
import { Transform } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '../../../platform/config';
import { HttpError, unprocessable } from '../../../platform/errors';
import { failure, multipartParts } from '../../../platform/http/multipartParts';
import type { StagedFile, Storage } from '../../../platform/storage/storage';
import { sanitizeFileName } from './fileName';
import { ALLOWED_EXTENSIONS, contentMatches, fileTypeOf, SNIFF_BYTES, type FileType } from './fileTypes';

export type ReceivedFile = { name: string; type: FileType; staged: StagedFile };
export type ReceivedForm = { fields: Record<string, string[]>; files: ReceivedFile[] };

const FILES_FIELD = 'files';

export const tooManyFiles = () =>
  unprocessable(['body', FILES_FIELD], `Máximo de ${MAX_UPLOAD_FILES} arquivos permitidos`);
const tooLarge = (name: string) =>
  new HttpError(413, `Arquivo ${name} excede o limite de ${MAX_UPLOAD_BYTES / (1024 * 1024)}MB`);
const refused = (msg: string) => unprocessable(['body', FILES_FIELD], msg, 'file_type');

/** Passes bytes through once the first SNIFF_BYTES (or the whole, shorter file) match the type. */
function contentCheck(type: FileType, name: string): Transform {
  let head: Buffer | null = Buffer.alloc(0);
  const verify = (bytes: Buffer) =>
    contentMatches(type, bytes)
      ? null
      : refused(`O conteúdo do arquivo ${name} não corresponde a um arquivo .${type.extension}.`);
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
function translate(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return tooManyFiles();
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    const part = (error as { part?: { filename?: string } }).part;
    return tooLarge(sanitizeFileName(part?.filename ?? ''));
  }
  return failure(error);
}

export const discardFiles = (storage: Storage, files: ReceivedFile[]) =>
  Promise.all(files.map((file) => storage.discard(file.staged)));

export async function receiveForm(request: FastifyRequest, storage: Storage): Promise<ReceivedForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'Envie os dados como multipart/form-data.');
  const form: ReceivedForm = { fields: {}, files: [] };
  try {
    for await (const part of multipartParts(request)) {
      if (part.type === 'field') {
        (form.fields[part.fieldname] ??= []).push(String(part.value));
        continue;
      }
      if (part.fieldname !== FILES_FIELD) throw refused(`Campo de arquivo inesperado: ${part.fieldname}.`);
      // A browser sends an empty file input as a part without a name.
      if (!part.filename) {
        part.file.resume();
        continue;
      }
      if (form.files.length >= MAX_UPLOAD_FILES) throw tooManyFiles();
      const name = sanitizeFileName(part.filename);
      const type = fileTypeOf(name);
      if (!type) {
        throw refused(`Tipo de arquivo não permitido: ${name}. Tipos aceitos: ${ALLOWED_EXTENSIONS.join(', ')}.`);
      }
      const staged = await storage.stage(part.file, contentCheck(type, name));
      form.files.push({ name, type, staged });
      // The parser stops a file at the limit and marks it truncated rather than failing the stream.
      if (part.file.truncated) throw tooLarge(name);
      if (staged.size === 0) throw refused(`O arquivo ${name} está vazio.`);
    }
  } catch (error) {
    await discardFiles(storage, form.files);
    throw translate(error);
  }
  return form;
}
