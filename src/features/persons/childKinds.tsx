// How a row of each list a person owns reads in its kit card (src/ui/kit/ChildListCard.tsx): its text, where
// it leads, the inputs its form names and, for bank data, how it is revealed. Everything else (wording,
// inputs, checks) comes from the list's declaration (common/resources/persons/).
import type { ComponentType } from 'react';
import { TextInput } from 'react-admin';
import { formatDocument } from '../../../common/documents';
import { accountTypeLabels, ContactType, contactTypeLabels, labelOf, PixKeyType, pixKeyTypeLabels } from '../../../common/enums';
import { BANK_PROTECTED_FIELDS, mayRevealBankData, maskProtected, pixKeyType } from '../../../common/resources/persons/bankAccounts';
import { addressChild, bankAccountChild, contactChild } from '../../../common/resources/persons/children';
import { useFollowing } from '../../ui/form/useFollowing';
import type { CustomInputProps } from '../../ui/kit/formParts';
import { contactLink } from './contactLinks';
import { CepInput, maskCep } from './integrations/CepInput';
import type { ChildRowView } from '../../ui/kit/ChildListCard';
import { streetLine, type Address, type BankAccount, type Contact } from './types';

/** 'Telefone', 'Email'...: the contact's value named by its type ('Contato' while it has none). */
function ContactValueInput({ source, label }: CustomInputProps) {
  const contactType = useFollowing(source, 'contact_type');
  return <TextInput source={source} label={contactTypeLabels[Number(contactType) as ContactType] ?? label} isRequired fullWidth />;
}

/** Disabled, and not required, while no pix type is chosen. */
function PixKeyInput({ source, label }: CustomInputProps) {
  const none = pixKeyType({ pix_key_type: useFollowing(source, 'pix_key_type') }) === PixKeyType.None;
  return <TextInput source={source} label={label} isRequired={!none} disabled={none} fullWidth />;
}

/**
 * The custom inputs the lists name in their declarations' `form.inputs`: the CEP looked up (the persons'
 * integration), a contact's value named by its type, and a pix key asked for only once a pix type is
 * chosen, each following its type (useFollowing).
 */
const rowInputs: Record<string, ComponentType<CustomInputProps>> = {
  cep: CepInput,
  contactValue: ContactValueInput,
  pixKey: PixKeyInput,
};

/** What the server masks for a role that may not see the value (server/platform/protected/bankData.ts). */
const MASKED = /^\*{4}/;

/** A CPF or CNPJ pix key is shown with its mask; a key the server masked is shown as it came. */
const pixKey = ({ pix_key_type, pix_key }: BankAccount) =>
  (pix_key_type === PixKeyType.Cpf || pix_key_type === PixKeyType.Cnpj) && pix_key && !MASKED.test(pix_key)
    ? formatDocument(pix_key, pix_key_type === PixKeyType.Cpf ? 'cpf' : 'cnpj')
    : (pix_key ?? '');

export const bankAccountKind: ChildRowView<BankAccount> = {
  child: bankAccountChild,
  inputs: rowInputs,
  describe: (account) => ({
    primary: `${account.bank_code} - ${account.bank_name}`,
    secondary: [
      `Agência ${account.agency} · Conta ${account.account} (${labelOf(accountTypeLabels, account.account_type)})`,
      account.pix_key_type ? `Pix ${labelOf(pixKeyTypeLabels, account.pix_key_type)}: ${pixKey(account)}` : null,
    ]
      .filter(Boolean)
      .join(' · '),
  }),
  reveal: {
    fields: BANK_PROTECTED_FIELDS,
    mask: maskProtected,
    mayReveal: mayRevealBankData,
    load: (dataProvider, personId, account) => dataProvider.revealBankAccount(personId, account.id),
  },
};

export const addressKind: ChildRowView<Address> = {
  child: addressChild,
  inputs: rowInputs,
  describe: (address) => ({
    primary: streetLine(address),
    secondary: `${address.neighborhood} - ${address.city}/${address.state} · CEP ${address.zip_code}`,
  }),
  editRecord: (address) => ({ ...address, zip_code: maskCep(address.zip_code) }),
};

export const contactKind: ChildRowView<Contact> = {
  child: contactChild,
  inputs: rowInputs,
  describe: (contact) => ({
    primary: contact.value,
    secondary: [labelOf(contactTypeLabels, contact.contact_type), contact.is_verified ? 'Verificado' : null]
      .filter(Boolean)
      .join(' · '),
  }),
  link: contactLink,
};
