// A person's bank accounts as res.partner.bank records of its partner. The account number carries the
// agency ("agência/conta"), and is how a repeated sync finds the record it made before (archived ones
// too: Odoo allows one record per number and partner). Accounts removed in the portal are archived, not
// deleted, since Odoo's payments may point at them. The bank is a res.bank found by its code (bic) or
// name, created when Odoo does not know it yet.
import type { BankAccount } from '../../platform/db/schema';
import { findOrCreate, writeOrCreate, type OdooClient, type OdooDomain } from './client';

export const accountNumber = (account: Pick<BankAccount, 'agency' | 'account'>) =>
  `${account.agency}/${account.account}`;

const findOrCreateBank = (odoo: OdooClient, account: BankAccount) =>
  findOrCreate(odoo, 'res.bank', ['|', ['bic', '=', account.bank_code], ['name', '=ilike', account.bank_name]], {
    name: account.bank_name,
    bic: account.bank_code,
  });

export async function syncBankAccounts(
  odoo: OdooClient,
  partnerId: number,
  accounts: BankAccount[],
  holderName: string,
): Promise<void> {
  const banks = new Map<string, number>();
  const withArchived: [string, string, unknown] = ['active', 'in', [true, false]];
  for (const account of accounts) {
    let bankId = banks.get(account.bank_code);
    if (bankId === undefined) {
      bankId = await findOrCreateBank(odoo, account);
      banks.set(account.bank_code, bankId);
    }
    const acc_number = accountNumber(account);
    const values = { bank_id: bankId, acc_holder_name: holderName, active: true };
    const sameNumber: OdooDomain = [['partner_id', '=', partnerId], ['acc_number', '=', acc_number], withArchived];
    await writeOrCreate(odoo, 'res.partner.bank', sameNumber, values, { partner_id: partnerId, acc_number, ...values });
  }
  const removed = await odoo.search('res.partner.bank', [
    ['partner_id', '=', partnerId],
    ['acc_number', 'not in', accounts.map(accountNumber)],
  ]);
  if (removed.length) await odoo.write('res.partner.bank', removed, { active: false });
}
