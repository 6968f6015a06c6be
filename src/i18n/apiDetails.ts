// The API keeps the FastAPI template's English `detail` strings (its contract); the portal shows
// them in Portuguese. Unknown details pass through as they came.
const DETAILS: Record<string, string> = {
  'Incorrect email or password': 'Email ou senha incorretos',
  'Inactive user': 'Usuário inativo',
  'Not authenticated': 'Não autenticado',
  'Could not validate credentials': 'Sessão inválida ou expirada',
  'Invalid token': 'Token inválido ou expirado',
  'The user with this email already exists in the system': 'Já existe um usuário com este email',
  'The user with this email already exists in the system.': 'Já existe um usuário com este email',
  'User with this email already exists': 'Já existe um usuário com este email',
  'The user with this username does not exist in the system.': 'Não existe usuário com este email',
  'The user with this id does not exist in the system': 'Usuário não encontrado',
  'User not found': 'Usuário não encontrado',
  'Incorrect password': 'Senha atual incorreta',
  'New password cannot be the same as the current one': 'A nova senha não pode ser igual à atual',
  "The user doesn't have enough privileges": 'Você não tem permissão para esta ação',
  'Super users are not allowed to delete themselves': 'Superusuários não podem excluir a própria conta',
  'Users are not allowed to update themselves through this route':
    'Use a página Configurações para alterar a sua própria conta',
  'User deleted successfully': 'Usuário excluído com sucesso',
  'Password recovery email sent': 'Email para recuperação de senha enviado.',
  'Password updated successfully': 'Senha atualizada com sucesso.',
  'Not Found': 'Não encontrado',
  'Request aborted': 'Requisição cancelada',
};

export const translateDetail = (detail: string): string => DETAILS[detail] ?? DETAILS[detail.trim()] ?? detail;

export const knownDetails = () => Object.keys(DETAILS);
