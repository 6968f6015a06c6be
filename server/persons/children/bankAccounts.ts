import { z } from 'zod';
import { PixKeyType } from '../../../common/enums';
import { optionalText, requiredText } from '../../crud';
import { bankAccounts } from '../../db/schema';
import type { ChildKind } from './kind';
import { pixKeyProblem } from './values';

const accountTypeRequired = 'Tipo de conta e obrigatório';

export const bankAccountKind: ChildKind = {
  table: bankAccounts,
  segment: 'bank-accounts',
  label: 'contas bancárias',
  idParam: 'bank_account_id',
  notFound: 'Conta bancária não encontrada',
  fields: z.object({
    bank_code: requiredText(5),
    bank_name: requiredText(100),
    agency: requiredText(10),
    account: requiredText(20),
    account_type: z
      .number({ error: accountTypeRequired })
      .int('Tipo de conta inválido')
      .min(1, 'Tipo de conta inválido')
      .max(3, 'Tipo de conta inválido'),
    pix_key_type: z.number().int().min(PixKeyType.None, 'Tipo de chave pix inválido').max(PixKeyType.Random, 'Tipo de chave pix inválido').optional(),
    pix_key: optionalText(140),
    is_primary: z.boolean().optional(),
  }),
  problems: (record) => {
    const problem = pixKeyProblem((record.pix_key_type as number | undefined) ?? PixKeyType.None, record.pix_key as string | null);
    return problem ? [['pix_key', problem]] : [];
  },
  /** Without a pix type there is no pix key. */
  prepare: (record) => (record.pix_key_type ? record : { ...record, pix_key_type: PixKeyType.None, pix_key: null }),
};
