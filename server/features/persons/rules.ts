// What a person must be beyond the body's shape (common/resources/persons.ts, checked by the route
// schema): the rules that look at several fields or at the stored row, checked by personProblems().
import { documentProblem } from '../../../common/documents';
import { PersonType } from '../../../common/enums';
import { companyFields, type PersonBody } from '../../../common/resources/persons';
import type { ValidationIssue } from '../../platform/errors';

export type { PersonBody };

type Candidate = Pick<PersonBody, 'person_type' | 'document' | 'name' | 'role'>;

/**
 * What is wrong with a person about to be written: `candidate` is the whole record (the stored row with
 * the body over it) and `sent` the fields the body named. A new person names them all; on edit, only
 * what was sent is checked, so an older row with an odd value can still be edited elsewhere.
 */
export function personProblems(candidate: Candidate, sent: ReadonlySet<string> | 'all'): ValidationIssue[] {
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

/** A Pessoa Física has no trade name or CNAEs: they are cleared whatever was sent. */
export function withoutCompanyFields<T extends Partial<PersonBody>>(values: T, personType: number | undefined): T {
  if (personType === PersonType.Company) return values;
  return { ...values, ...Object.fromEntries(companyFields.map((field) => [field, null])) };
}
