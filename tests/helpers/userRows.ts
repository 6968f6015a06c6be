// A user as GET /users/ answers it, for the component tests of the /admin screens.
import type { User } from '../../src/features/users/types';

export const userRow = (overrides: Partial<User> = {}): User => ({
  id: 7,
  email: 'maria@example.com',
  full_name: 'Maria',
  document: null,
  role: 5,
  is_active: true,
  is_superuser: false,
  person_id: null,
  cadastro: 'aprovado',
  motivo_recusa: null,
  created_at: '2026-01-02T12:00:00.000Z',
  ...overrides,
});
