// POST / of a declaration whose create takes files (`createFiles`, common/resources/types.ts): the request
// is a multipart/form-data form, not JSON. Its files are streamed to storage as they arrive
// (server/platform/storage/receiveForm.ts), its text fields then judged by the declared create schema and
// rules (a refusal, the same 422 as a JSON body's, discards the files), and the row is written by the
// kit's create (./rowWrites.ts: the hooks) with the form at hand (ctx.form: the files under the keys they
// are stored under), in a transaction the files join: they move into place only once it commits, and
// the row is deleted again if one cannot (server/platform/storage/writeWithFiles.ts).
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requiredSchema, type ResourceDeclaration } from '../../common/resources';
import { withRules } from '../../common/resources/rules';
import type { Executor } from '../platform/db/client';
import { discardFiles, formValue, receiveForm } from '../platform/storage/receiveForm';
import { writeWithFiles } from '../platform/storage/writeWithFiles';
import { parseOr422 } from './crud';
import type { HookContext, StoredRow } from './parts';
import type { CrudTable } from './rowWrites';

/** A write's transaction: it runs `work` in it and answers the row written. */
export type WriteTransaction = (work: (tx: Executor, form?: HookContext['form']) => Promise<StoredRow>) => Promise<StoredRow>;

/** `fileField`: the form's file field (the declaration's `createFiles`). */
export function createForm(declaration: ResourceDeclaration, fileField: string, table: CrudTable) {
  const schema = withRules(requiredSchema(declaration, 'create'), declaration.rules);
  return {
    /** What /api/docs says of the request: a form, which no JSON body schema describes (nor could check before it is read). */
    schema: {
      consumes: ['multipart/form-data'],
      description: `multipart/form-data: ${Object.keys(schema.shape).map((field) => `\`${field}\``).join(', ')} e os arquivos em \`${fileField}\` (repetido, um por arquivo).`,
    },
    /**
     * The request's form: the body the create writes (each text field as one value, blank as absent, by the
     * create schema) and the transaction that writes it with the form's files.
     */
    receive: async (app: FastifyInstance, request: FastifyRequest) => {
      const form = await receiveForm(request, app.storage, fileField);
      const text = Object.fromEntries(Object.entries(form.fields).map(([name, values]) => [name, formValue(values)]));
      let body: Record<string, unknown>;
      try {
        body = parseOr422(schema, text);
      } catch (error) {
        await discardFiles(app.storage, form.files);
        throw error;
      }
      const transaction: WriteTransaction = (work) =>
        writeWithFiles(
          app.db,
          app.storage,
          form.files,
          (tx, files) => work(tx, { fields: form.fields, files }),
          // The row's own children (its documents' rows) go with it by their foreign keys' cascade.
          (row) => app.db.delete(table).where(eq(table.id, row.id)),
        );
      return { body, transaction };
    },
  };
}
