// Creating and changing a person, as the kit's POST /persons and PUT/PATCH /persons/{person_id} run it
// (server/resource/rowWrites.ts, in the write's transaction): the rules beyond the body's shape
// (common/resources/persons.ts, checked by the route schema) that look at several fields or at the stored
// row (422 on the field), and a company's own fields cleared for an individual; the author and the update's
// time are the kit's stamps (server/resource/stamps.ts). A document another person has is the unique
// index's to refuse: the kit answers its violation with the declaration's `duplicate` (409), for
// simultaneous writes too.
import type { FastifyRequest } from 'fastify';
import { documentProblem } from '../../../common/documents';
import { PersonType } from '../../../common/enums';
import { companyFields, type PersonBody } from '../../../common/resources/persons';
import { spendDocumentChecks } from '../../platform/auth/documentChecks';
import { HttpError, type ValidationIssue } from '../../platform/errors';
import { definedOnly } from '../../resource/crud';
import type { BatchedImport, ResourceHooks } from '../../resource/parts';

type Candidate = Pick<PersonBody, 'person_type' | 'document' | 'name' | 'role'>;

/**
 * What is wrong with a person about to be written: `candidate` is the whole record (the stored row with
 * the body over it) and `sent` the fields the body named. A new person names them all; on edit, only
 * what was sent is checked, so an older row with an odd value can still be edited elsewhere.
 */
function personProblems(candidate: Candidate, sent: ReadonlySet<string> | 'all'): ValidationIssue[] {
  const named = (field: string) => sent === 'all' || sent.has(field);
  const issues: ValidationIssue[] = [];
  const add = (field: string, msg: string) => issues.push({ loc: ['body', field], msg, type: 'value_error' });
  const company = candidate.person_type === PersonType.Company;

  if (candidate.person_type === undefined) add('person_type', 'Tipo de pessoa é obrigatório');
  if (named('document') || named('person_type')) {
    if (!candidate.document) add('document', 'Documento é obrigatório');
    else if (candidate.person_type !== undefined) {
      const problem = documentProblem(candidate.document, company ? 'cnpj' : 'cpf');
      if (problem) add('document', problem);
    }
  }
  if (named('name') && !candidate.name) add('name', company ? 'Razão Social é obrigatório' : 'Nome é obrigatório');
  if (candidate.role === undefined) add('role', 'Papel é obrigatório');
  return issues;
}

function refuseProblems(...args: Parameters<typeof personProblems>) {
  const issues = personProblems(...args);
  if (issues.length) throw new HttpError(422, issues);
}

/** A Pessoa Física has no trade name or CNAEs: they are cleared whatever was sent. */
function withoutCompanyFields<T extends Partial<PersonBody>>(values: T, personType: number | undefined): T {
  if (personType === PersonType.Company) return values;
  return { ...values, ...Object.fromEntries(companyFields.map((field) => [field, null])) };
}

export const personWriteHooks: Pick<ResourceHooks, 'beforeCreate' | 'beforeUpdate'> = {
  beforeCreate: async (values) => {
    const body = values as PersonBody;
    refuseProblems(body, 'all');
    return withoutCompanyFields(definedOnly(body), body.person_type);
  },
  // PUT and PATCH alike: only the fields sent change, checked on the stored row merged with them.
  beforeUpdate: async (current, changes) => {
    const candidate = { ...current, ...changes } as Candidate;
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
