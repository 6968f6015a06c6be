// Every numbered code the API and the portal share, with the Portuguese label a person sees.

export type Choice<T extends number | string = number> = { id: T; name: string };

type EnumSpec = Readonly<Record<string, readonly [code: number, label: string]>>;
type CodeOf<S extends EnumSpec> = S[keyof S][0];
/** The type of an enum's codes, e.g. UserRole: 1 | 2 | … | 6. */
type MemberOf<Members> = Members[keyof Members];

/**
 * One enum, each member named once with its code and label: the members by name (for code), the labels
 * by code (for display) and the choices in the order written (for a select). The members are written as
 * a table, a few to a line in order, like UF_CODES below.
 */
const defineEnum = <const S extends EnumSpec>(spec: S) => {
  const entries = Object.entries(spec) as [keyof S, S[keyof S]][];
  return {
    members: Object.fromEntries(entries.map(([name, [code]]) => [name, code])) as { readonly [K in keyof S]: S[K][0] },
    labels: Object.fromEntries(entries.map(([, [code, label]]) => [code, label])) as Record<CodeOf<S>, string>,
    choices: entries.map(([, [id, name]]) => ({ id, name })) as Choice<CodeOf<S>>[],
  };
};

export const { members: UserRole, labels: userRoleLabels, choices: userRoleChoices } = defineEnum({
  Admin: [1, 'Administrador do Sistema'], AccountExecutive: [2, 'Executivo de Contas'], Licensee: [3, 'Licenciado'],
  TeamMember: [4, 'Membro de equipe'], Partner: [5, 'Parceiro'], Referrer: [6, 'Indicador'],
});
export type UserRole = MemberOf<typeof UserRole>;
export const STAFF_ROLES: readonly UserRole[] = [UserRole.Admin, UserRole.AccountExecutive, UserRole.TeamMember];
export const EXTERNAL_ROLES: readonly UserRole[] = [UserRole.Licensee, UserRole.Partner, UserRole.Referrer];
/** Whoever signs up, or is created without a role, is a Parceiro. */
export const DEFAULT_USER_ROLE: UserRole = UserRole.Partner;

/**
 * A sign-up's state (SIGNUP_APPROVAL, server/features/onboarding/): 'pendente' until the staff approve it
 * ('aprovado', what every account created otherwise is) or refuse it ('recusado', deactivated).
 */
export const CADASTRO_STATES = ['pendente', 'aprovado', 'recusado'] as const;
export type Cadastro = (typeof CADASTRO_STATES)[number];
export const cadastroChoices: Choice<Cadastro>[] = [
  { id: 'pendente', name: 'Aguardando aprovação' },
  { id: 'aprovado', name: 'Aprovado' },
  { id: 'recusado', name: 'Recusado' },
];

/**
 * The users form's 'Tipo de pessoa' (form only, never sent): which document the 'Documento' input takes,
 * a CNPJ's 14 characters or a CPF's 11 digits; None leaves either.
 */
export const { members: UserPersonKind, labels: userPersonKindLabels, choices: userPersonKindChoices } = defineEnum({
  None: [0, 'Nenhum'], Company: [1, 'Pessoa Jurídica'], Individual: [2, 'Pessoa Física'],
});
export type UserPersonKind = MemberOf<typeof UserPersonKind>;

export const { members: PersonType, labels: personTypeLabels, choices: personTypeChoices } = defineEnum({
  Individual: [1, 'Pessoa Física'], Company: [2, 'Pessoa Jurídica'],
});
export type PersonType = MemberOf<typeof PersonType>;

export const { members: PersonRole, labels: personRoleLabels, choices: personRoleChoices } = defineEnum({
  Client: [1, 'Cliente'], Partner: [2, 'Parceiro'], ClientAndPartner: [3, 'Cliente e Parceiro'], Employee: [4, 'Funcionário TJ'],
});
export type PersonRole = MemberOf<typeof PersonRole>;
/** The /pessoas list filter's wording: plural labels, three roles. */
export const personRoleFilterChoices: Choice<PersonRole>[] = [
  { id: PersonRole.Client, name: 'Clientes' },
  { id: PersonRole.Partner, name: 'Parceiros' },
  { id: PersonRole.Employee, name: 'Funcionários' },
];
/** A person who is both counts as a client and as a partner. */
export const CLIENT_PERSON_ROLES: readonly PersonRole[] = [PersonRole.Client, PersonRole.ClientAndPartner];
export const PARTNER_PERSON_ROLES: readonly PersonRole[] = [PersonRole.Partner, PersonRole.ClientAndPartner];

export const { members: ContactType, labels: contactTypeLabels, choices: contactTypeChoices } = defineEnum({
  Phone: [1, 'Telefone'], Email: [2, 'Email'], Whatsapp: [3, 'Whatsapp'], Website: [4, 'Website'],
});
export type ContactType = MemberOf<typeof ContactType>;

export const { members: AccountType, labels: accountTypeLabels, choices: accountTypeChoices } = defineEnum({
  Checking: [1, 'Corrente'], Savings: [2, 'Poupança'], Salary: [3, 'Salário'],
});
export type AccountType = MemberOf<typeof AccountType>;

export const { members: PixKeyType, labels: pixKeyTypeLabels, choices: pixKeyTypeChoices } = defineEnum({
  None: [0, 'Nenhuma'], Cpf: [1, 'CPF'], Cnpj: [2, 'CNPJ'],
  Email: [3, 'Email'], Phone: [4, 'Telefone'], Random: [5, 'Chave aleatória'],
});
export type PixKeyType = MemberOf<typeof PixKeyType>;

export const UF_CODES = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
  'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const;
export type UF = (typeof UF_CODES)[number];
export const ufChoices: Choice<string>[] = UF_CODES.map((uf) => ({ id: uf, name: uf }));

export const { members: ResultStatus, labels: resultStatusLabels, choices: resultStatusChoices } = defineEnum({
  Open: [1, 'Em Andamento'], Won: [2, 'Ganho'], Lost: [3, 'Perdido'],
});
export type ResultStatus = MemberOf<typeof ResultStatus>;

// Written in pipeline order, which is not numeric order. The stages are also rows of their own table,
// which may hold more than these, so their labels are looked up by any number.
const stage = defineEnum({
  Lead: [12, 'Lead'], Prospect: [1, 'Prospect'], FirstMeeting: [2, 'Primeira reunião'],
  AwaitingDocuments: [3, 'Aguardando documentação'], CalculationPending: [5, 'Cálculo pendente'], Processing: [6, 'Em processamento'],
  CalculationDone: [7, 'Cálculo concluído'], CalculationReview: [13, 'Revisão de cálculo'], Presentation: [8, 'Apresentação'],
  Negotiation: [9, 'Em negociação'], ContractSigned: [10, 'Contrato assinado'], Won: [11, 'Contrato Assinado'],
});
export const Stage = stage.members;
export type Stage = MemberOf<typeof Stage>;
export const stageLabels: Record<number, string> = stage.labels;
export const STAGE_ORDER: readonly Stage[] = stage.choices.map(({ id }) => id);

export const TAG_COLORS = ['blue', 'green', 'red', 'purple', 'orange', 'teal', 'pink', 'yellow'] as const;
export type TagColor = (typeof TAG_COLORS)[number];

export const VinculoCreationMethod = { Manual: 1 } as const;

export const UNKNOWN_LABEL = 'Desconhecido';
export const labelOf = (labels: Record<number | string, string>, value: number | string | null | undefined) =>
  value == null ? UNKNOWN_LABEL : (labels[value] ?? UNKNOWN_LABEL);

/** LGPD art. 7: why the company holds a person's data (persons.base_legal). */
export const { members: LegalBasis, labels: legalBasisLabels, choices: legalBasisChoices } = defineEnum({
  Contract: [1, 'Contrato'], LegalObligation: [2, 'Obrigação legal'], LegitimateInterest: [3, 'Legítimo interesse'],
  Consent: [4, 'Consentimento'],
});
export type LegalBasis = MemberOf<typeof LegalBasis>;

/** What an activity (common/resources/atividades.ts) records: a note, a call, a meeting, a task, an e-mail. */
export const { members: AtividadeTipo, labels: atividadeTipoLabels, choices: atividadeTipoChoices } = defineEnum({
  Nota: [1, 'Nota'], Ligacao: [2, 'Ligação'], Reuniao: [3, 'Reunião'], Tarefa: [4, 'Tarefa'], Email: [5, 'E-mail'],
});
export type AtividadeTipo = MemberOf<typeof AtividadeTipo>;
