// The account email rule of the portal's forms (src/ui/form/rules.ts) is the server's: the HTML5
// notion of an email, so the default first administrator admin@localhost can log in and be saved.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMAIL_PATTERN } from '../../common/resources/persons/contactValues';
import { ACCOUNT_EMAIL_PATTERN, emailPattern, emailRules } from '../../src/ui/form/rules';
import { emailInput } from '../../common/resources/users';

const valid = ['admin@localhost', 'ana@example.com', 'Ana.Souza+portal@sub.example.com.br', 'x@a-b'];
const invalid = ['', 'admin', 'admin@', '@localhost', 'ana @example.com', 'ana@exa mple.com', 'ana@-example.com', 'ana@example..com'];

describe('the account email rule', () => {
  it('is the pattern the server checks', () => {
    expect(ACCOUNT_EMAIL_PATTERN.source).toBe(z.regexes.html5Email.source);
    expect(ACCOUNT_EMAIL_PATTERN.flags).toBe(z.regexes.html5Email.flags);
  });

  it.each(valid)('accepts %s, as the server does', (email) => {
    expect(ACCOUNT_EMAIL_PATTERN.test(email)).toBe(true);
    expect(emailInput.safeParse(email).success).toBe(true);
  });

  it.each(invalid)('refuses %j, as the server does', (email) => {
    expect(ACCOUNT_EMAIL_PATTERN.test(email)).toBe(false);
    expect(emailInput.safeParse(email).success).toBe(false);
  });

  it("is what the forms' rules use, with the product's message", () => {
    expect(emailPattern).toEqual({ value: ACCOUNT_EMAIL_PATTERN, message: 'Email inválido' });
    expect(emailRules.pattern).toBe(emailPattern);
    expect(emailRules.required).toBe('Email é obrigatório');
  });

  it("leaves a person's contact email needing a dot and a top-level domain", () => {
    expect(EMAIL_PATTERN.test('contato@example.com')).toBe(true);
    expect(EMAIL_PATTERN.test('admin@localhost')).toBe(false);
  });
});
