// Every numbered code the API and the portal share, with the Portuguese label a person sees.

export type Choice<T extends number | string = number> = { id: T; name: string };

const choices = <T extends number | string>(labels: Record<T, string>): Choice<T>[] =>
  Object.entries(labels).map(([id, name]) => ({
    id: (typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id) as T,
    name: name as string,
  }));

export const UserRole = {
  Admin: 1,
  AccountExecutive: 2,
  Licensee: 3,
  TeamMember: 4,
  Partner: 5,
  Referrer: 6,
} as const;
export type UserRole = (typeof UserRole)[keyof typeof UserRole];

export const userRoleLabels: Record<UserRole, string> = {
  1: 'Administrador do Sistema',
  2: 'Executivo de Contas',
  3: 'Licenciado',
  4: 'Membro de equipe',
  5: 'Parceiro',
  6: 'Indicador',
};
export const userRoleChoices = choices(userRoleLabels);
export const STAFF_ROLES: readonly UserRole[] = [1, 2, 4];
export const EXTERNAL_ROLES: readonly UserRole[] = [3, 5, 6];
export const DEFAULT_USER_ROLE: UserRole = 5;

export const PersonType = { Individual: 1, Company: 2 } as const;
export type PersonType = (typeof PersonType)[keyof typeof PersonType];
export const personTypeLabels: Record<PersonType, string> = { 1: 'Pessoa Física', 2: 'Pessoa Jurídica' };
export const personTypeChoices = choices(personTypeLabels);

export const PersonRole = { Client: 1, Partner: 2, ClientAndPartner: 3, Employee: 4 } as const;
export type PersonRole = (typeof PersonRole)[keyof typeof PersonRole];
export const personRoleLabels: Record<PersonRole, string> = {
  1: 'Cliente',
  2: 'Parceiro',
  3: 'Cliente e Parceiro',
  4: 'Funcionário TJ',
};
export const personRoleChoices = choices(personRoleLabels);
/** The /pessoas list filter's wording: plural labels, three roles. */
export const personRoleFilterChoices: Choice[] = [
  { id: 1, name: 'Clientes' },
  { id: 2, name: 'Parceiros' },
  { id: 4, name: 'Funcionários' },
];
export const CLIENT_PERSON_ROLES: readonly PersonRole[] = [1, 3];
export const PARTNER_PERSON_ROLES: readonly PersonRole[] = [2, 3];

export const ContactType = { Phone: 1, Email: 2, Whatsapp: 3, Website: 4 } as const;
export type ContactType = (typeof ContactType)[keyof typeof ContactType];
export const contactTypeLabels: Record<ContactType, string> = {
  1: 'Telefone',
  2: 'Email',
  3: 'Whatsapp',
  4: 'Website',
};
export const contactTypeChoices = choices(contactTypeLabels);

export const accountTypeLabels: Record<1 | 2 | 3, string> = { 1: 'Corrente', 2: 'Poupança', 3: 'Salário' };
export const accountTypeChoices = choices(accountTypeLabels);

export const pixKeyTypeLabels: Record<0 | 1 | 2 | 3 | 4 | 5, string> = {
  0: 'Nenhuma',
  1: 'CPF',
  2: 'CNPJ',
  3: 'Email',
  4: 'Telefone',
  5: 'Chave aleatória',
};
export const pixKeyTypeChoices = choices(pixKeyTypeLabels);

export const UF_CODES = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
  'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const;
export type UF = (typeof UF_CODES)[number];
export const ufChoices: Choice<string>[] = UF_CODES.map((uf) => ({ id: uf, name: uf }));

export const ResultStatus = { Open: 1, Won: 2, Lost: 3 } as const;
export type ResultStatus = (typeof ResultStatus)[keyof typeof ResultStatus];
export const resultStatusLabels: Record<ResultStatus, string> = { 1: 'Em Andamento', 2: 'Ganho', 3: 'Perdido' };

export const Stage = { Lead: 12, Won: 11 } as const;
export const stageLabels: Record<number, string> = {
  12: 'Lead',
  1: 'Prospect',
  2: 'Primeira reunião',
  3: 'Aguardando documentação',
  5: 'Cálculo pendente',
  6: 'Em processamento',
  7: 'Cálculo concluído',
  13: 'Revisão de cálculo',
  8: 'Apresentação',
  9: 'Em negociação',
  10: 'Contrato assinado',
  11: 'Contrato Assinado',
};
/** Pipeline order, which is not numeric order. */
export const STAGE_ORDER = [12, 1, 2, 3, 5, 6, 7, 13, 8, 9, 10, 11] as const;

export const TAG_COLORS = ['blue', 'green', 'red', 'purple', 'orange', 'teal', 'pink', 'yellow'] as const;
export type TagColor = (typeof TAG_COLORS)[number];

export const LinkCreationMethod = { Manual: 1 } as const;

export const UNKNOWN_LABEL = 'Desconhecido';
export const labelOf = (labels: Record<number | string, string>, value: number | string | null | undefined) =>
  value == null ? UNKNOWN_LABEL : (labels[value] ?? UNKNOWN_LABEL);
