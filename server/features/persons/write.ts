// Creating and changing a person, as the kit's POST /persons and PUT/PATCH /persons/{person_id} run it
// (server/resource/rowWrites.ts, in the write's transaction): the record's rules (./rules.ts, 422 on the
// field) and a company's own fields cleared for an individual; the author and the update's time are the
// kit's stamps (server/resource/stamps.ts). A document another person has is the unique index's to refuse:
// the kit answers its violation with the declaration's `duplicate` (409), for simultaneous writes too.
import type { FastifyRequest } from 'fastify';
import { spendDocumentChecks } from '../../platform/auth/documentChecks';
import { HttpError } from '../../platform/errors';
import { definedOnly } from '../../resource/crud';
import type { BatchedImport, ResourceHooks } from '../../resource/parts';
import { personProblems, withoutCompanyFields, type PersonBody } from './rules';

function refuseProblems(...args: Parameters<typeof personProblems>) {
  const issues = personProblems(...args);
  if (issues.length) throw new HttpError(422, issues);
}

export const personWriteHooks: Pick<ResourceHooks, 'beforeCreate' | 'beforeUpdate'> = {
  beforeCreate: async (values) => {
    const body = values as PersonBody;
    refuseProblems(body, 'all');
    return withoutCompanyFields(definedOnly(body), body.person_type);
  },
  // PUT and PATCH alike: only the fields sent change, checked on the stored row merged with them.
  beforeUpdate: async (current, changes) => {
    const candidate = { ...current, ...changes } as Parameters<typeof personProblems>[0];
    refuseProblems(candidate, new Set(Object.keys(changes)));
    return withoutCompanyFields(changes, candidate.person_type);
  },
};

/**
 * The persons' import, the kit's batched one (server/resource/import/batchedImport.ts): each row checked and
 * shaped as personWriteHooks check and shape a new person; the import reads the stored persons by document
 * itself (one taken out of the caller's circle is the declaration's `duplicate`). A person's row
 * is whole in the file: a blank Nome Fantasia or Status is what a new person gets (none, Ativo), not the
 * stored value kept.
 */
export const personBatchedImport: BatchedImport = {
  problems: (values) => personProblems(values as PersonBody, 'all'),
  prepare: (values) => withoutCompanyFields({ trade_name: null, is_active: true, ...values }, values.person_type as number),
};

/**
 * Before the write's transaction, so a refused write counts too: an external user's document checks
 * (429 past its budget), one for each create, each edit that sends a document and each imported row.
 */
const spendDocumentCheck = (request: FastifyRequest) => spendDocumentChecks(request.server.db, request.server.config, request, 1);

export const spendDocumentChecksBefore = {
  create: spendDocumentCheck,
  update: async (request: FastifyRequest) => {
    if ((request.body as PersonBody).document) await spendDocumentCheck(request);
  },
  import: (request: FastifyRequest, rows: number) => spendDocumentChecks(request.server.db, request.server.config, request, rows),
};
