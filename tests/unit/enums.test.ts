// The codes the database stores and the labels a person reads, written out as plain data: the API, the
// portal and the stored rows all agree on these numbers, so no refactor of common/enums.ts may move one.
import { describe, expect, it } from 'vitest';
import * as enums from '../../common/enums';

const {
  UserRole,
  userRoleLabels,
  userRoleChoices,
  STAFF_ROLES,
  EXTERNAL_ROLES,
  DEFAULT_USER_ROLE,
  UserPersonKind,
  userPersonKindLabels,
  userPersonKindChoices,
  PersonType,
  personTypeLabels,
  personTypeChoices,
  PersonRole,
  personRoleLabels,
  personRoleChoices,
  personRoleFilterChoices,
  CLIENT_PERSON_ROLES,
  PARTNER_PERSON_ROLES,
  ContactType,
  contactTypeLabels,
  contactTypeChoices,
  AccountType,
  accountTypeLabels,
  accountTypeChoices,
  PixKeyType,
  pixKeyTypeLabels,
  pixKeyTypeChoices,
  ResultStatus,
  resultStatusLabels,
  resultStatusChoices,
  Stage,
  stageLabels,
  STAGE_ORDER,
  VinculoCreationMethod,
  UF_CODES,
  ufChoices,
  labelOf,
} = enums;

describe('user roles', () => {
  it('keep their codes, labels and choice order', () => {
    expect(UserRole).toEqual({ Admin: 1, AccountExecutive: 2, Licensee: 3, TeamMember: 4, Partner: 5, Referrer: 6 });
    expect(userRoleLabels).toEqual({
      1: 'Administrador do Sistema',
      2: 'Executivo de Contas',
      3: 'Licenciado',
      4: 'Membro de equipe',
      5: 'Parceiro',
      6: 'Indicador',
    });
    expect(userRoleChoices).toEqual([
      { id: 1, name: 'Administrador do Sistema' },
      { id: 2, name: 'Executivo de Contas' },
      { id: 3, name: 'Licenciado' },
      { id: 4, name: 'Membro de equipe' },
      { id: 5, name: 'Parceiro' },
      { id: 6, name: 'Indicador' },
    ]);
  });

  it('split into staff and external, and a new user is a Parceiro', () => {
    expect(STAFF_ROLES).toEqual([1, 2, 4]);
    expect(EXTERNAL_ROLES).toEqual([3, 5, 6]);
    expect(DEFAULT_USER_ROLE).toBe(5);
  });
});

describe("the users form's person kinds", () => {
  it('keep their codes, labels and choice order', () => {
    expect(UserPersonKind).toEqual({ None: 0, Company: 1, Individual: 2 });
    expect(userPersonKindLabels).toEqual({ 0: 'Nenhum', 1: 'Pessoa Jurídica', 2: 'Pessoa Física' });
    expect(userPersonKindChoices).toEqual([
      { id: 0, name: 'Nenhum' },
      { id: 1, name: 'Pessoa Jurídica' },
      { id: 2, name: 'Pessoa Física' },
    ]);
  });
});

describe('person types', () => {
  it('keep their codes, labels and choice order', () => {
    expect(PersonType).toEqual({ Individual: 1, Company: 2 });
    expect(personTypeLabels).toEqual({ 1: 'Pessoa Física', 2: 'Pessoa Jurídica' });
    expect(personTypeChoices).toEqual([
      { id: 1, name: 'Pessoa Física' },
      { id: 2, name: 'Pessoa Jurídica' },
    ]);
  });
});

describe('person roles', () => {
  it('keep their codes, labels and choice order', () => {
    expect(PersonRole).toEqual({ Client: 1, Partner: 2, ClientAndPartner: 3, Employee: 4 });
    expect(personRoleLabels).toEqual({ 1: 'Cliente', 2: 'Parceiro', 3: 'Cliente e Parceiro', 4: 'Funcionário TJ' });
    expect(personRoleChoices).toEqual([
      { id: 1, name: 'Cliente' },
      { id: 2, name: 'Parceiro' },
      { id: 3, name: 'Cliente e Parceiro' },
      { id: 4, name: 'Funcionário TJ' },
    ]);
  });

  it('filter the /pessoas list in plural words, and count the persons who are both as clients and as partners', () => {
    expect(personRoleFilterChoices).toEqual([
      { id: 1, name: 'Clientes' },
      { id: 2, name: 'Parceiros' },
      { id: 4, name: 'Funcionários' },
    ]);
    expect(CLIENT_PERSON_ROLES).toEqual([1, 3]);
    expect(PARTNER_PERSON_ROLES).toEqual([2, 3]);
  });
});

describe('contact types', () => {
  it('keep their codes, labels and choice order', () => {
    expect(ContactType).toEqual({ Phone: 1, Email: 2, Whatsapp: 3, Website: 4 });
    expect(contactTypeLabels).toEqual({ 1: 'Telefone', 2: 'Email', 3: 'Whatsapp', 4: 'Website' });
    expect(contactTypeChoices).toEqual([
      { id: 1, name: 'Telefone' },
      { id: 2, name: 'Email' },
      { id: 3, name: 'Whatsapp' },
      { id: 4, name: 'Website' },
    ]);
  });
});

describe('bank accounts', () => {
  it('keep their account types, labels and choice order', () => {
    expect(AccountType).toEqual({ Checking: 1, Savings: 2, Salary: 3 });
    expect(accountTypeLabels).toEqual({ 1: 'Corrente', 2: 'Poupança', 3: 'Salário' });
    expect(accountTypeChoices).toEqual([
      { id: 1, name: 'Corrente' },
      { id: 2, name: 'Poupança' },
      { id: 3, name: 'Salário' },
    ]);
  });

  it('keep their pix key types, labels and choice order, with no key first', () => {
    expect(PixKeyType).toEqual({ None: 0, Cpf: 1, Cnpj: 2, Email: 3, Phone: 4, Random: 5 });
    expect(pixKeyTypeLabels).toEqual({
      0: 'Nenhuma',
      1: 'CPF',
      2: 'CNPJ',
      3: 'Email',
      4: 'Telefone',
      5: 'Chave aleatória',
    });
    expect(pixKeyTypeChoices).toEqual([
      { id: 0, name: 'Nenhuma' },
      { id: 1, name: 'CPF' },
      { id: 2, name: 'CNPJ' },
      { id: 3, name: 'Email' },
      { id: 4, name: 'Telefone' },
      { id: 5, name: 'Chave aleatória' },
    ]);
  });
});

describe('oportunidades', () => {
  it('keep their result statuses', () => {
    expect(ResultStatus).toEqual({ Open: 1, Won: 2, Lost: 3 });
    expect(resultStatusLabels).toEqual({ 1: 'Em Andamento', 2: 'Ganho', 3: 'Perdido' });
    expect(resultStatusChoices).toEqual([
      { id: 1, name: 'Em Andamento' },
      { id: 2, name: 'Ganho' },
      { id: 3, name: 'Perdido' },
    ]);
  });

  it('keep their stages, labels and pipeline order, which is not numeric order', () => {
    expect(Stage).toEqual({
      Lead: 12,
      Prospect: 1,
      FirstMeeting: 2,
      AwaitingDocuments: 3,
      CalculationPending: 5,
      Processing: 6,
      CalculationDone: 7,
      CalculationReview: 13,
      Presentation: 8,
      Negotiation: 9,
      ContractSigned: 10,
      Won: 11,
    });
    expect(stageLabels).toEqual({
      1: 'Prospect',
      2: 'Primeira reunião',
      3: 'Aguardando documentação',
      5: 'Cálculo pendente',
      6: 'Em processamento',
      7: 'Cálculo concluído',
      8: 'Apresentação',
      9: 'Em negociação',
      10: 'Contrato assinado',
      11: 'Contrato Assinado',
      12: 'Lead',
      13: 'Revisão de cálculo',
    });
    expect(STAGE_ORDER).toEqual([12, 1, 2, 3, 5, 6, 7, 13, 8, 9, 10, 11]);
  });
});

describe('the rest', () => {
  it('makes a link by hand as method 1', () => {
    expect(VinculoCreationMethod).toEqual({ Manual: 1 });
  });

  it('lists the 27 states in their usual order', () => {
    expect(UF_CODES).toEqual([
      'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
      'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
    ]);
    expect(ufChoices[0]).toEqual({ id: 'AC', name: 'AC' });
    expect(ufChoices).toHaveLength(27);
  });

  it('labels an unknown or missing code as Desconhecido', () => {
    expect(labelOf(personRoleLabels, 3)).toBe('Cliente e Parceiro');
    expect(labelOf(personRoleLabels, 9)).toBe('Desconhecido');
    expect(labelOf(personRoleLabels, null)).toBe('Desconhecido');
    expect(labelOf(stageLabels, undefined)).toBe('Desconhecido');
  });
});
