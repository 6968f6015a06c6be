// What a person must be: the body's shape, checked by the route schema, and the rules that look at
// several fields or at the stored row, checked by personProblems().
import { z } from 'zod';
import { documentProblem, normalizeDocument } from '../../common/documents';
import { PersonRole, PersonType } from '../../common/enums';
import { optionalText, tooLong } from '../crud';
import type { ValidationIssue } from '../errors';

/** A text that may be sent blank (stored as null) or left out (left as it is). */
const text = (max: number) => optionalText(max).optional();

const code = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** Every field a client may send; none is required by the shape (see personProblems). Unknown keys are dropped. */
export const personBody = z.object({
  person_type: code('Tipo de pessoa inválido', PersonType.Individual, PersonType.Company).optional(),
  document: z.string().trim().max(40, tooLong(40)).transform(normalizeDocument).optional(),
  name: z.string().trim().max(255, tooLong(255)).optional(),
  trade_name: text(255),
  role: code('Papel inválido', PersonRole.Client, PersonRole.Employee).optional(),
  is_active: z.boolean().optional(),
  cnae_main: text(20),
  cnae_main_description: text(255),
  cnae_secondary: text(5000),
  situacao_cadastral: text(50),
  data_abertura: z.iso.date('Data inválida').nullish(),
  // odoo_company_id is not here: only PUT /persons/sync-odoo/{id} sets it, once Odoo has confirmed the
  // partner. Sent in a body, it is dropped like any other unknown key.
});
export type PersonBody = z.infer<typeof personBody>;

/** The fields only a company (Pessoa Jurídica) keeps. */
export const COMPANY_FIELDS = ['trade_name', 'cnae_main', 'cnae_main_description', 'cnae_secondary'] as const;

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
  return { ...values, ...Object.fromEntries(COMPANY_FIELDS.map((field) => [field, null])) };
}
