// The custom inputs a person's lists name in their declarations' `form.inputs` (common/resources/persons/),
// for the kit's form dialog: the CEP looked up (the persons' integration), a contact's value named by its
// type, and a pix key asked for only once a pix type is chosen, each following its type (useFollowing).
import type { ComponentType } from 'react';
import { TextInput } from 'react-admin';
import { ContactType, contactTypeLabels, PixKeyType } from '../../../common/enums';
import { pixKeyType } from '../../../common/resources/persons/bankAccounts';
import { useFollowing } from '../../ui/form/useFollowing';
import type { CustomInputProps } from '../../ui/kit/formParts';
import { CepInput } from './integrations/CepInput';

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

export const rowInputs: Record<string, ComponentType<CustomInputProps>> = {
  cep: CepInput,
  contactValue: ContactValueInput,
  pixKey: PixKeyInput,
};
