// The add and edit user dialogs validate with the declaration's schemas (common/resources/users.ts) plus
// the form's own rules: each message a person can meet, field by field, as SPEC words it.
import { describe, expect, it } from 'vitest';
import { UserPersonKind, UserRole } from '../../common/enums';
import { createUserSchema, editUserSchema } from '../../src/features/users/userRules';

const firstMessages = (schema: typeof createUserSchema | typeof editUserSchema, values: object) => {
  const result = schema.safeParse(values);
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[String(issue.path[0])] ??= issue.message;
  return messages;
};

const valid = {
  email: 'novo@example.com',
  full_name: '',
  tipo_pessoa: UserPersonKind.None,
  document: '52998224725',
  role: UserRole.Partner,
  password: 'Senha-nova-123',
  confirm_password: 'Senha-nova-123',
  is_active: true,
  is_superuser: false,
};

describe('the add-user dialog', () => {
  it('accepts a complete user', () => {
    expect(firstMessages(createUserSchema, valid)).toEqual({});
  });

  it('says what each blank field needs', () => {
    expect(
      firstMessages(createUserSchema, { ...valid, email: '', document: '', role: '', password: '', confirm_password: '' }),
    ).toEqual({
      email: 'Email é obrigatório',
      document: 'Documento é obrigatório',
      role: 'Função é obrigatória',
      password: 'Senha é obrigatória',
      confirm_password: 'Por favor confirme sua senha',
    });
  });

  it("words the API's rules as the API does", () => {
    expect(
      firstMessages(createUserSchema, { ...valid, email: 'sem-arroba', full_name: 'x'.repeat(256), password: 'curta', confirm_password: 'outra' }),
    ).toEqual({
      email: 'Email inválido',
      full_name: 'Nome deve ter no máximo 255 caracteres',
      password: 'Senha deve ter pelo menos 8 caracteres',
      confirm_password: 'As senhas não coincidem',
    });
  });

  it('checks the document as the chosen person kind', () => {
    expect(firstMessages(createUserSchema, { ...valid, tipo_pessoa: UserPersonKind.Company, document: '12345' })).toEqual({
      document: 'CNPJ deve ter 14 dígitos',
    });
    expect(firstMessages(createUserSchema, { ...valid, tipo_pessoa: UserPersonKind.Individual, document: '123' })).toEqual({
      document: 'CPF deve ter 11 dígitos',
    });
    expect(firstMessages(createUserSchema, { ...valid, tipo_pessoa: UserPersonKind.Company, document: '12ABC34501DE35' })).toEqual({});
  });
});

describe('the edit-user dialog', () => {
  const { document: _document, tipo_pessoa: _tipo, ...user } = valid;

  it('keeps the password when none is typed', () => {
    expect(firstMessages(editUserSchema, { ...user, password: '', confirm_password: '' })).toEqual({});
  });

  it('wants a new password of at least 8 characters, confirmed', () => {
    expect(firstMessages(editUserSchema, { ...user, password: 'curta', confirm_password: 'curta' })).toEqual({
      password: 'A senha deve ter pelo menos 8 caracteres',
    });
    expect(firstMessages(editUserSchema, { ...user, confirm_password: 'Senha-outra-123' })).toEqual({
      confirm_password: 'As senhas não coincidem',
    });
  });
});
