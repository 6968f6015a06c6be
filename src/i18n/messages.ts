// The portal's own words, beyond react-admin's. Each declared resource's name and field labels come from
// its declaration (common/resources/), under resources.<route>: react-admin's columns, inputs and titles
// find a field's label by its `source` there.
import { registry, routeName } from '../../common/resources';

const declaredResources = Object.fromEntries(
  registry.map((declaration) => [
    routeName(declaration),
    {
      name: declaration.texts.title,
      fields: Object.fromEntries(Object.entries(declaration.fields).map(([source, field]) => [source, field?.label])),
    },
  ]),
);

export const portalMessages = {
  portal: {
    name: 'Portal de Parceiros',
    error_title: 'Algo deu errado!',
    error_fallback: 'Algo deu errado',
    success_title: 'Sucesso!',
    list: { select_row: 'Selecionar %{name}' },
  },
  resources: {
    ...declaredResources,
    // The user management screen's singular and plural ('1 Usuário selecionado').
    admin: { ...declaredResources.admin, name: 'Usuário |||| Usuários' },
  } as Record<string, unknown>,
};
