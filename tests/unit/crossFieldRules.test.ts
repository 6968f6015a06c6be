// The kit's cross-field rules (common/resources/rules.ts) and day text (common/dayText.ts), as a
// declaration uses them: the create schema refuses on the field the rule names, a partial record passes
// until both fields are there, and a day typed dd/mm/aaaa reaches the API as aaaa-mm-dd.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dayText, dayValue } from '../../common/dayText';
import { atLeastOneOf, changeIssues, fieldRule, notBefore, requiredWhen, ruleIssues, withRules } from '../../common/resources/rules';

type Contract = { inicio: string | null; fim: string | null; email: string | null; telefone: string | null };
const rules = [
  notBefore<Contract>('fim', 'inicio', 'Fim deve ser depois do início'),
  atLeastOneOf<Contract>(['email', 'telefone'], 'Informe um e-mail ou um telefone'),
];

describe('cross-field rules', () => {
  it('answers each broken rule on its field', () => {
    expect(ruleIssues(rules, { inicio: '2026-03-10', fim: '2026-03-09', email: null, telefone: '' })).toEqual([
      { field: 'fim', message: 'Fim deve ser depois do início' },
      { field: 'email', message: 'Informe um e-mail ou um telefone' },
    ]);
  });

  it('lets a record pass while one date of the pair is empty, and the same day', () => {
    expect(ruleIssues(rules, { inicio: '2026-03-10', fim: null, telefone: '11999999999' })).toEqual([]);
    expect(ruleIssues(rules, { inicio: '2026-03-10', fim: '2026-03-10', email: 'a@b.com' })).toEqual([]);
  });

  it('is checked by the schema the rules are added to, on the named field', () => {
    const schema = withRules(
      z.object({ inicio: z.string().nullable(), fim: z.string().nullable(), email: z.string().nullable(), telefone: z.string().nullable() }),
      rules,
    );
    const result = schema.safeParse({ inicio: '2026-03-10', fim: '2026-01-01', email: 'a@b.com', telefone: null });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[['fim'], 'Fim deve ser depois do início']]);
  });

  it('leaves a field its own schema refused with that one message, and still checks the others', () => {
    const schema = withRules(z.object({ inicio: z.string().max(10, 'Data longa demais'), fim: z.string(), email: z.string().nullable() }), [
      notBefore<Contract>('inicio', 'fim', 'Início antes do fim'),
      atLeastOneOf<Contract>(['email', 'telefone'], 'Informe um e-mail ou um telefone'),
    ]);
    const result = schema.safeParse({ inicio: '2026-01-01T00:00', fim: '2026-03-10', email: null });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['inicio'], 'Data longa demais'],
      [['email'], 'Informe um e-mail ou um telefone'],
    ]);
  });
});

describe('a rule whose message depends on the record, and what a form checks of it', () => {
  type Account = { pix_type: number; pix_key: string | null };
  const pixRule = [
    fieldRule<Account>(
      'pix_key',
      ['pix_type'],
      (values) => (values.pix_type === 1 && !/^\d{11}$/.test(values.pix_key ?? '') ? `Chave do tipo ${values.pix_type} inválida` : null),
      (values) => (values.pix_type === 1 && !values.pix_key ? 'Chave pix é obrigatória' : null),
    ),
  ];

  it('answers the API its whole check and the form only its part, each with its own message', () => {
    expect(ruleIssues(pixRule, { pix_type: 1, pix_key: 'abc' })).toEqual([{ field: 'pix_key', message: 'Chave do tipo 1 inválida' }]);
    expect(ruleIssues(pixRule, { pix_type: 1, pix_key: 'abc' }, 'form')).toEqual([]);
    expect(ruleIssues(pixRule, { pix_type: 1, pix_key: null }, 'form')).toEqual([{ field: 'pix_key', message: 'Chave pix é obrigatória' }]);
    expect(withRules(z.object({ pix_type: z.number(), pix_key: z.string() }), pixRule, 'form').safeParse({ pix_type: 1, pix_key: 'abc' }).success).toBe(true);
  });

  it('is checked again when a change sends the type alone', () => {
    expect(changeIssues(pixRule, { pix_type: 0, pix_key: 'abc' }, { pix_type: 1 })).toEqual([{ field: 'pix_key', message: 'Chave do tipo 1 inválida' }]);
  });
});

describe('the rules of a change (PATCH, a bulk action, an import) on the stored row', () => {
  type Deal = { status: number; reason: string | null; owner: number | null };
  const lossRule = [requiredWhen<Deal>('reason', ['status'], (values) => values.status === 3, 'Motivo é obrigatório')];
  const lostWithoutReason = { status: 3, reason: null, owner: 1 };

  it('checks a rule on the stored row merged with the fields sent', () => {
    expect(changeIssues(lossRule, { status: 1, reason: null, owner: 1 }, { status: 3 })).toEqual([{ field: 'reason', message: 'Motivo é obrigatório' }]);
    expect(changeIssues(lossRule, { status: 1, reason: 'Preço', owner: 1 }, { status: 3 })).toEqual([]);
    expect(changeIssues(lossRule, { status: 3, reason: 'Preço', owner: 1 }, { reason: '  ' })).toEqual([{ field: 'reason', message: 'Motivo é obrigatório' }]);
  });

  it('leaves alone a rule the change does not touch: its field not sent, nothing it reads changed', () => {
    expect(changeIssues(lossRule, lostWithoutReason, { owner: 2 })).toEqual([]);
    expect(changeIssues(lossRule, lostWithoutReason, { status: 3, owner: undefined })).toEqual([]);
    expect(changeIssues(lossRule, lostWithoutReason, { reason: null })).toEqual([{ field: 'reason', message: 'Motivo é obrigatório' }]);
  });
});

describe('days typed dd/mm/aaaa', () => {
  it('shows the API day as dd/mm/aaaa and sends a typed one as aaaa-mm-dd', () => {
    expect(dayText('2026-03-10')).toBe('10/03/2026');
    expect(dayValue('10/03/2026')).toBe('2026-03-10');
    expect(dayValue(' ')).toBeNull();
  });

  it('keeps what is not a real day as typed, for the schema to refuse', () => {
    expect(dayValue('31/02/2026')).toBe('31/02/2026');
    expect(dayValue('10/03')).toBe('10/03');
    expect(dayText('10/03')).toBe('10/03');
  });
});
