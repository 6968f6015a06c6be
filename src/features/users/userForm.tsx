// What the users' add and edit dialogs (the kit's, by the declaration's `form`) have of their own: the
// document typed as the chosen person kind, the form's rules (./userRules.ts), the body, and the user's
// 'Auditoria' card under the edit form (the portal has no user page; that dialog is where one user is
// looked at).
import { SelectInput, TextInput } from 'react-admin';
import { UserPersonKind, UserRole, userPersonKindChoices } from '../../../common/enums';
import { asTyped, typedText } from '../../ui/form/inputValues';
import { useFollowing } from '../../ui/form/useFollowing';
import type { CustomInputProps, FormParts } from '../../ui/kit/formParts';
import { lazyScreen } from '../../ui/layout/lazyScreen';
import { createUserSchema, documentInput, editUserSchema } from './userRules';

/** 'Tipo de pessoa' (the form's alone) decides the document's length; changing it cuts what was typed to the kind's and re-checks it. */
function UserDocumentInput({ source, label }: CustomInputProps) {
  const tipo = useFollowing<UserPersonKind>(source, 'tipo_pessoa', documentInput);
  return (
    <>
      <SelectInput
        source="tipo_pessoa"
        label="Tipo de pessoa"
        choices={userPersonKindChoices}
        isRequired
        parse={asTyped}
        fullWidth
      />
      <TextInput
        {...typedText}
        source={source}
        label={label}
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        parse={(typed: string) => documentInput(typed, tipo)}
      />
    </>
  );
}

// Loaded with the edit dialog, not with the list that names these parts.
const RecordAuditCard = lazyScreen(() => import('../auditoria/public').then((m) => ({ default: m.RecordAuditCard })));

export const userForm: FormParts = {
  inputs: { userDocument: UserDocumentInput },
  schemas: { create: createUserSchema, edit: editUserSchema },
  defaults: { tipo_pessoa: UserPersonKind.None },
  /**
   * The POST body: is_superuser follows the role (true for an Administrador), but only a superuser may
   * create one (the server answers 403 otherwise), so an administrator's new Administrador is an ordinary
   * account. The PATCH body: the password only when one was typed.
   */
  payload: ({ tipo_pessoa: _kind, ...values }, { mode, identity }) => {
    if (mode === 'create') return { ...values, is_superuser: Boolean(identity?.is_superuser) && values.role === UserRole.Admin };
    const { password, confirm_password: _confirmation, ...kept } = values;
    return password ? values : kept;
  },
  Below: ({ record }) => (record ? <RecordAuditCard resource="users" recordId={Number(record.id)} /> : null),
};
