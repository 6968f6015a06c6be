// The three lists a person owns, described for PersonChildList: wording, form, body, row text and link.
import { formatDocument } from '../../../common/documents';
import { accountTypeLabels, contactTypeLabels, labelOf, PixKeyType, pixKeyTypeLabels } from '../../../common/enums';
import { addressPayload, maskCep, newAddressValues, type AddressValues } from './addressForm';
import { AddressInputs } from './AddressInputs';
import { BankAccountInputs, bankAccountPayload, newBankAccountValues, type BankAccountValues } from './BankAccountInputs';
import { ContactInputs, contactPayload, newContactValues, type ContactValues } from './ContactInputs';
import { contactLink } from './contactLinks';
import { rowValues, type ChildKind } from './PersonChildList';
import type { Address, BankAccount, Contact } from './types';

/** A CPF or CNPJ pix key is shown with its mask. */
const pixKey = ({ pix_key_type, pix_key }: BankAccount) =>
  pix_key_type === PixKeyType.Cpf || pix_key_type === PixKeyType.Cnpj
    ? formatDocument(pix_key, pix_key_type === PixKeyType.Cpf ? 'cpf' : 'cnpj')
    : (pix_key ?? '');

export const bankAccountKind: ChildKind<BankAccountValues, BankAccount> = {
  resource: 'bank_accounts',
  title: 'Contas Bancárias',
  noun: 'conta bancária',
  addLabel: 'Adicionar Conta',
  dialogTitle: 'Adicionar Conta Bancária',
  editTitle: 'Editar Conta Bancária',
  emptyText: 'Nenhuma conta bancária cadastrada',
  created: 'Conta bancária adicionada com sucesso.',
  updated: 'Conta bancária atualizada com sucesso.',
  deleted: 'Conta bancária excluída com sucesso.',
  defaults: newBankAccountValues,
  values: (account) => rowValues(newBankAccountValues, account),
  Inputs: BankAccountInputs,
  payload: bankAccountPayload,
  describe: (account) => ({
    primary: `${account.bank_code} - ${account.bank_name}`,
    secondary: [
      `Agência ${account.agency} · Conta ${account.account} (${labelOf(accountTypeLabels, account.account_type)})`,
      account.pix_key_type ? `Pix ${labelOf(pixKeyTypeLabels, account.pix_key_type)}: ${pixKey(account)}` : null,
    ]
      .filter(Boolean)
      .join(' · '),
  }),
};

export const addressKind: ChildKind<AddressValues, Address> = {
  resource: 'addresses',
  title: 'Endereços',
  noun: 'endereço',
  addLabel: 'Adicionar Endereço',
  dialogTitle: 'Adicionar Endereço',
  editTitle: 'Editar Endereço',
  emptyText: 'Nenhum endereço cadastrado',
  created: 'Endereço adicionado com sucesso.',
  updated: 'Endereço atualizado com sucesso.',
  deleted: 'Endereço excluído com sucesso.',
  defaults: newAddressValues,
  values: (address) => {
    const values = rowValues(newAddressValues, address);
    return { ...values, zip_code: maskCep(values.zip_code) };
  },
  Inputs: AddressInputs,
  payload: addressPayload,
  describe: (address) => ({
    primary: `${address.street}, ${address.number}${address.complement ? ` - ${address.complement}` : ''}`,
    secondary: `${address.neighborhood} - ${address.city}/${address.state} · CEP ${address.zip_code}`,
  }),
};

export const contactKind: ChildKind<ContactValues, Contact> = {
  resource: 'contacts',
  title: 'Contatos',
  noun: 'contato',
  addLabel: 'Adicionar Contato',
  dialogTitle: 'Adicionar Contato',
  editTitle: 'Editar Contato',
  emptyText: 'Nenhum contato cadastrado',
  created: 'Contato adicionado com sucesso.',
  updated: 'Contato atualizado com sucesso.',
  deleted: 'Contato excluído com sucesso.',
  defaults: newContactValues,
  values: (contact) => rowValues(newContactValues, contact),
  Inputs: ContactInputs,
  payload: contactPayload,
  describe: (contact) => ({
    primary: contact.value,
    secondary: [labelOf(contactTypeLabels, contact.contact_type), contact.is_verified ? 'Verificado' : null]
      .filter(Boolean)
      .join(' · '),
  }),
  link: contactLink,
};
