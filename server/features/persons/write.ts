// What the persons' writes add to the kit's (server/resource/rowWrites.ts): the declaration's rules and
// `prepare` (common/resources/persons.ts) check and shape the record; a document another person has is
// the unique index's to refuse, answered with the declaration's `duplicate` (409), for simultaneous
// writes too. Here: the import's defaults for a new row and an external user's document checks.
import type { FastifyRequest } from 'fastify';
import type { PersonBody } from '../../../common/resources/persons';
import { spendDocumentChecks } from '../../platform/auth/documentChecks';
import type { BatchedImport } from '../../resource/parts';

/**
 * The persons' import, the kit's batched one (server/resource/import/batchedImport.ts): each row checked and
 * shaped as the declaration checks and shapes a new person; the import reads the stored persons by document
 * itself (one taken out of the caller's circle is the declaration's `duplicate`). A person's row is whole in
 * the file: a blank Nome Fantasia or Status is what a new person gets (none, Ativo), not the stored value kept.
 */
export const personBatchedImport: BatchedImport = {
  prepare: (values) => ({ trade_name: null, is_active: true, ...values }),
};

/**
 * An external user's document checks (429 past its budget): one for each create, each edit that sends a
 * document, each imported row and each person created from a CNPJ (./receita/personFromRegistry.ts).
 */
export const spendDocumentCheck = (request: FastifyRequest, rows = 1) =>
  spendDocumentChecks(request.server.db, request.server.config, request, rows);

/** Before the write's transaction, so a refused write counts too. */
export const spendDocumentChecksBefore = {
  create: spendDocumentCheck,
  update: async (request: FastifyRequest) => {
    if ((request.body as PersonBody).document) await spendDocumentCheck(request);
  },
  import: spendDocumentCheck,
};
