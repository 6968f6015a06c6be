// The 'Mostrar' call on a masked bank account: GET /persons/{person_id}/bank-accounts/{bank_account_id}/reveal
// answers its full account number and PIX key (audited on the server; 403 to a role that may not see them).
import { httpClient } from './httpClient';

/** One bank account's protected values in full. */
export type RevealedBankAccount = { id: number; account: string; pix_key: string | null };

export const bankDataMethods = {
  revealBankAccount: (personId: number, bankAccountId: number) =>
    httpClient<RevealedBankAccount>(`persons/${personId}/bank-accounts/${bankAccountId}/reveal`),
};
