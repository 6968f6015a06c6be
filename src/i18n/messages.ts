// The portal's own words, beyond react-admin's. Resource folders add their keys under resources.<name>.
export const portalMessages = {
  portal: {
    name: 'Portal de Parceiros',
    error_title: 'Algo deu errado!',
    error_fallback: 'Algo deu errado',
    success_title: 'Sucesso!',
    list: { select_row: 'Selecionar %{name}' },
  },
  resources: {
    admin: { name: 'Usuário |||| Usuários' },
  } as Record<string, unknown>,
};
