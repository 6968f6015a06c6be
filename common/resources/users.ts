// Users: the portal's accounts. Administrators manage them at /admin ('Gestão de Usuários'); staff read
// the list to pick an executivo or a partner; every user reaches its own account through /me.
// The request shapes follow the FastAPI full-stack template (UserCreate, UserUpdate); the messages are
// the portal's.
import { z } from 'zod';
import { documentProblem, normalizeDocument } from '../documents';
import { CADASTRO_STATES, cadastroChoices, DEFAULT_USER_ROLE, UserRole, userRoleChoices } from '../enums';
import { PASSWORD_MAX, PASSWORD_MIN } from '../passwordLength';
import { apiTimestamp, idRow, nullableText } from './apiValues';
import { booleanChoices } from './fieldPresets';
import { queryBool, recordId } from './requestValues';
import { noMatches } from './texts';
import { defineResource, type FieldDeclaration } from './types';

export { PASSWORD_MAX, PASSWORD_MIN };

/** Trimmed and lowercased, so comparisons and the unique index agree; the HTML form's notion of an email. */
export const emailInput = z
  .string({ error: 'Email é obrigatório' })
  .trim()
  .toLowerCase()
  .min(1, 'Email é obrigatório')
  .max(255, 'Email deve ter no máximo 255 caracteres')
  .pipe(z.email({ pattern: z.regexes.html5Email, error: 'Email inválido' }));

export const passwordInput = z
  .string({ error: 'Senha é obrigatória' })
  .min(PASSWORD_MIN, `Senha deve ter pelo menos ${PASSWORD_MIN} caracteres`)
  .max(PASSWORD_MAX, `Senha deve ter no máximo ${PASSWORD_MAX} caracteres`);

/** A name that may be cleared: blank becomes null; absent stays absent (PATCH leaves it alone). */
export const fullNameInput = z
  .string()
  .trim()
  .max(255, 'Nome deve ter no máximo 255 caracteres')
  .transform((v) => v || null)
  .nullable()
  .optional();

/** A CPF or CNPJ, masked or not, stored unmasked and uppercase; blank counts as absent. */
export const documentInput = z
  .string()
  .max(32, 'Documento deve ter no máximo 32 caracteres')
  .transform((v) => normalizeDocument(v) || null)
  .superRefine((document, ctx) => {
    const problem = document && documentProblem(document);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .nullable()
  .optional();

const roleInput = z.int('Função inválida').min(UserRole.Admin, 'Função inválida').max(UserRole.Referrer, 'Função inválida');

type Passwords = { password?: string; confirm_password?: string };
/**
 * confirm_password, when the client sends it, must equal the password: the refinement of create and
 * update, and of the portal's add and edit dialogs.
 */
export const confirmsPassword: [(body: Passwords) => boolean, { message: string; path: string[] }] = [
  (body) => body.confirm_password === undefined || body.confirm_password === body.password,
  { message: 'As senhas não coincidem', path: ['confirm_password'] },
];

const row = idRow({
  email: z.string(),
  full_name: nullableText,
  document: nullableText,
  is_active: z.boolean(),
  is_superuser: z.boolean(),
  role: z.number().int(),
  person_id: z.number().int().nullable(),
  /** The sign-up's state (server/features/onboarding/): 'pendente' until approved, 'recusado' with its reason. */
  cadastro: z.enum(CADASTRO_STATES),
  motivo_recusa: nullableText,
  created_at: apiTimestamp,
});

const create = z
  .object({
    email: emailInput,
    full_name: fullNameInput,
    document: documentInput,
    password: passwordInput,
    confirm_password: z.string().optional(),
    is_active: z.boolean().default(true),
    is_superuser: z.boolean().default(false),
    role: roleInput.default(DEFAULT_USER_ROLE),
  })
  .refine(...confirmsPassword);

const update = z
  .object({
    email: emailInput.optional(),
    full_name: fullNameInput,
    password: passwordInput.optional(),
    confirm_password: z.string().optional(),
    is_active: z.boolean().optional(),
    is_superuser: z.boolean().optional(),
    role: roleInput.optional(),
    person_id: recordId.nullable().optional(),
  })
  .refine(...confirmsPassword);

const filters = z.object({
  /** A name or an email (the list's search takes longer texts than other lists'). */
  query: z.string().trim().max(200).optional(),
  is_active: queryBool.optional(),
  role: z.coerce.number().int().min(UserRole.Admin).max(UserRole.Referrer).optional(),
  /** true keeps only the external users (Licenciado, Parceiro, Indicador), the ones vínculos are made for. */
  get_partner: queryBool.optional(),
  /** 'Aguardando aprovação' is cadastro=pendente. */
  cadastro: z.enum(CADASTRO_STATES, { error: `Cadastro inválido. Use um destes: ${CADASTRO_STATES.join(', ')}.` }).optional(),
});

/**
 * As the list's columns and filters and the CSV export show them; the add and edit dialogs word some
 * inputs their own way ('Nome completo', 'Ativo': the declaration's `form.labels`).
 * Exported with their own type (the declaration's fields are each optional), so the screens read a field
 * without a check.
 */
export const userFields = {
  id: { label: 'ID', input: 'number', readOnly: true, exported: true },
  full_name: { label: 'Nome Completo', input: 'text', column: true, sortable: true, searchable: true, exported: true },
  email: { label: 'Email', input: 'email', column: true, sortable: true, searchable: true, exported: true },
  document: { label: 'Documento', input: 'document', exported: true },
  role: {
    label: 'Função',
    input: 'enum',
    choices: userRoleChoices,
    column: true,
    filter: true,
    allLabel: 'Todas as funções',
    exported: true,
    defaultValue: DEFAULT_USER_ROLE,
  },
  is_active: {
    label: 'Status',
    input: 'boolean',
    choices: booleanChoices('Ativo', 'Inativo'),
    column: true,
    filter: true,
    allLabel: 'Todos os status',
    exported: true,
    defaultValue: true,
    activeFlag: true,
  },
  cadastro: {
    label: 'Cadastro',
    input: 'enum',
    choices: cadastroChoices,
    filter: true,
    allLabel: 'Todos os cadastros',
  },
  is_superuser: {
    label: 'Superusuário',
    input: 'boolean',
    choices: booleanChoices('Sim', 'Não'),
    exported: true,
    defaultValue: false,
  },
  /** The API sorts by it (newest first by default); the screen shows no column for it. */
  created_at: { label: 'Criado em', input: 'date', readOnly: true, sortable: true, exported: true },
} satisfies Partial<Record<keyof z.infer<typeof row>, FieldDeclaration>>;

/** How a list of users is searched (by name or e-mail) and says it found none: /admin's and /Vinculos'. */
export const userSearchTexts = {
  searchPlaceholder: 'Buscar por nome ou email...',
  emptyFiltered: noMatches('Nenhum usuário encontrado'),
};

export const users = defineResource({
  name: 'users',
  route: 'admin',
  representation: 'full_name',
  fields: userFields,
  schemas: { row, create, update, filters },
  access: {
    /** GET /users/: staff pick users in forms (executivo, vínculos' partner), so the API list is theirs. */
    list: 'staff',
    /** The 'Gestão de Usuários' screen (/admin) and its menu entry: administrators only. */
    manage: 'admins',
    create: 'admins',
    read: 'admins',
    edit: 'admins',
    delete: 'admins',
    /** POST /users/bulk: (de)activation and deletion, the edit's and delete's audience. */
    bulk: 'admins',
    recoveryPreview: 'superusers',
  },
  menu: { icon: 'admin', section: 'admin' },
  texts: {
    title: 'Usuários',
    heading: 'Gestão de Usuários',
    notFound: 'The user with this id does not exist in the system',
    deleted: 'User deleted successfully',
    /** An email another user has (the unique index on lower(email)): PATCH /users/{id} and /users/me answer 409. */
    duplicate: 'User with this email already exists',
    noun: 'usuários',
    createTitle: 'Adicionar Usuário',
    editTitle: 'Editar Usuário',
    created: 'Usuário criado com sucesso.',
    updated: 'Usuário atualizado com sucesso.',
    empty: { title: 'Nenhum usuário cadastrado', text: 'Adicione um novo usuário para começar' },
    ...userSearchTexts,
    /** 'Excluir Usuário' of a row's menu. */
    deletion: {
      title: 'Excluir Usuário',
      confirm: (user: { email: string }) =>
        `Tem certeza de que deseja excluir ${user.email}? Todos os itens associados a este usuário também serão excluídos permanentemente. Esta ação não pode ser desfeita.`,
      done: 'O usuário foi excluído com sucesso.',
      failed: 'Ocorreu um erro ao excluir o usuário',
    },
    /** A row's Ativar/Inativar. */
    activated: 'Usuário ativado/inativado com sucesso!',
  },
  rowScope: { shared: "staff only: administrators manage accounts; an external user reaches its own only at /users/me" },
  /** Newest accounts first. */
  defaultOrder: { field: 'created_at', direction: 'desc' },
  exportFileName: 'usuarios',
  /** The FastAPI template's: POST answers 200, DELETE a message. */
  createStatus: 200,
  /** (De)activation and deletion, under the single-row rules (server/features/users/parts.ts). */
  bulk: { one: 'usuário', feminine: false },
  /** Its accounts are created and edited in dialogs of its own list: the kit's, with the inputs of src/features/users/userForm.tsx. */
  omitPages: ['create', 'edit', 'show'],
  form: {
    opens: 'dialog',
    // The document, with its person kind, only on creation; the superuser flag only on edit.
    order: {
      create: ['email', 'full_name', 'document', 'role', 'password', 'is_active'],
      edit: ['email', 'full_name', 'role', 'password', 'is_superuser', 'is_active'],
    },
    widths: { is_superuser: 'auto', is_active: 'auto' },
    labels: { full_name: 'Nome completo', password: 'Senha', is_active: 'Ativo' },
    hints: { password: { edit: 'Deixe em branco para manter a senha atual' } },
    inputs: { document: 'userDocument', password: 'newPassword' },
    submitWhen: 'valid',
  },
  /** The pickers read the same API list under react-admin's name 'users', guarded by users.list. */
  collections: { users: { path: 'users' } },
});

export type UserRow = z.infer<typeof row>;
export type UserCreate = z.output<typeof create>;
export type UserUpdate = z.output<typeof update>;
