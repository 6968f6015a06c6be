// A person's bank accounts: /persons/{person_id}/bank-accounts and /persons/bank-accounts/{bank_account_id}.
import { z } from 'zod';
import { AccountType, accountTypeChoices, PixKeyType, pixKeyTypeChoices, UserRole } from '../../enums';
import { nullableText } from '../apiValues';
import { childRow, defineChild, textInput, type ChildValues } from '../children';
import { fieldRule } from '../rules';
import { optionalText, requiredText } from '../fieldSchemas';
import { PIX_KEY_REQUIRED, pixKeyProblem } from './contactValues';
import { personList, personParent } from './parent';

const accountTypeRequired = 'Tipo de conta e obrigatório';
/** A record's pix type, none until one is chosen. */
export const pixKeyType = (record: ChildValues) => (record.pix_key_type as number | undefined) ?? PixKeyType.None;

/**
 * The values stored encrypted and shown in full only to administrators and the person's own users
 * (server/platform/protected/bankData.ts); every other role reads their last 4 characters.
 */
export const BANK_PROTECTED_FIELDS = ['account', 'pix_key'] as const;

/** What every role but the allowed ones sees of a protected value: its last 4 characters (a masked value stays as it is). */
export const maskProtected = (plain: string) => `****${plain.length > 4 ? plain.slice(-4) : ''}`;

/** Who may see a person's bank data in full: administrators, superusers and the person's own users. */
export const mayRevealBankData = (
  user: { role: number; is_superuser: boolean; person_id: number | null },
  personId: number,
) => user.is_superuser || user.role === UserRole.Admin || user.person_id === personId;

export const bankAccountChild = defineChild({
  ...personList('bank_accounts', 'bank-accounts', 'bank_account_id'),
  fields: {
    bank_code: textInput('Código do Banco'),
    bank_name: textInput('Nome do Banco'),
    agency: textInput('Agência'),
    account: textInput('Conta'),
    account_type: { label: 'Tipo de Conta', input: 'enum', choices: accountTypeChoices },
    pix_key_type: { label: 'Tipo de Chave Pix', input: 'enum', choices: pixKeyTypeChoices, defaultValue: PixKeyType.None },
    pix_key: { label: 'Chave Pix', input: 'text' },
    is_primary: { label: 'Conta principal?', input: 'boolean', defaultValue: false },
  },
  form: {
    widths: { bank_code: 4, bank_name: 8, agency: 4, account: 8, pix_key_type: 5, pix_key: 7 },
    // The key is asked for only once a pix type is chosen.
    inputs: { pix_key: 'pixKey' },
  },
  schemas: {
    create: z.object({
      bank_code: requiredText(5),
      bank_name: requiredText(100),
      agency: requiredText(10),
      account: requiredText(20),
      account_type: z
        .number({ error: accountTypeRequired })
        .int('Tipo de conta inválido')
        .min(AccountType.Checking, 'Tipo de conta inválido')
        .max(AccountType.Salary, 'Tipo de conta inválido'),
      pix_key_type: z
        .number()
        .int()
        .min(PixKeyType.None, 'Tipo de chave pix inválido')
        .max(PixKeyType.Random, 'Tipo de chave pix inválido')
        .optional(),
      pix_key: optionalText(140),
      is_primary: z.boolean().optional(),
    }),
    row: childRow(personParent.idParam, {
      bank_code: z.string(),
      bank_name: z.string(),
      agency: z.string(),
      account: z.string(),
      account_type: z.number().int(),
      is_primary: z.boolean(),
      pix_key_type: z.number().int(),
      pix_key: nullableText,
    }),
  },
  rules: [
    fieldRule<ChildValues>(
      'pix_key',
      ['pix_key_type'],
      (record) => pixKeyProblem(pixKeyType(record), record.pix_key as string | null),
      // The dialog asks for the key a pix type needs; whether it is a valid CPF, email... the API answers.
      (record) => (pixKeyType(record) !== PixKeyType.None && !record.pix_key ? PIX_KEY_REQUIRED : null),
    ),
  ],
  /** Without a pix type there is no pix key. */
  prepare: (record) => (record.pix_key_type ? record : { ...record, pix_key_type: PixKeyType.None, pix_key: null }),
  texts: {
    title: 'Contas Bancárias',
    noun: 'conta bancária',
    plural: 'contas bancárias',
    addLabel: 'Adicionar Conta',
    createTitle: 'Adicionar Conta Bancária',
    editTitle: 'Editar Conta Bancária',
    emptyText: 'Nenhuma conta bancária cadastrada',
    created: 'Conta bancária adicionada com sucesso.',
    updated: 'Conta bancária atualizada com sucesso.',
    deleted: 'Conta bancária excluída com sucesso.',
    notFound: 'Conta bancária não encontrada',
  },
});
