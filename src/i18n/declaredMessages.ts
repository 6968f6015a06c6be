// Each declared resource's field labels, from its declaration (common/resources/), under
// resources.<route>: react-admin's columns, inputs and titles find a field's label by its `source` there.
// The console's catalogue only (src/i18n/console.ts): the declarations carry zod, which the public pages
// do not download.
import { declarations, routeName } from '../../common/resources';

const declared = Object.fromEntries(
  declarations.map((declaration) => [
    routeName(declaration),
    // Only the field labels: a resource's `name` would change react-admin's default page titles.
    { fields: Object.fromEntries(Object.entries(declaration.fields).map(([source, field]) => [source, field?.label])) },
  ]),
);

export const declaredMessages = {
  resources: {
    ...declared,
    // The user management screen's singular and plural ('1 Usuário selecionado').
    admin: { ...declared.admin, name: 'Usuário |||| Usuários' },
  },
};
