// Renders a piece of the portal the way <Admin> would (react-admin contexts, pt-BR catalogue, the
// portal's toasts) at a URL, with a stubbed dataProvider and authProvider, and tracks where it navigates.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext, memoryStore, type AuthProvider, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { canAccessResource } from '../../src/authProvider/resourceAccess';
import { Toaster } from '../../src/ui/toast/Toaster';
import { consoleI18nProvider as i18nProvider } from '../../src/i18n/console';

export type Harness = { location: () => { pathname: string; search: string } };

const LocationProbe = ({ onChange }: { onChange: (l: { pathname: string; search: string }) => void }) => {
  const location = useLocation();
  onChange({ pathname: location.pathname, search: location.search });
  return null;
};

/** An authProvider for a signed-in user with the given role, whose access the real policy decides. */
export function signedInAs(user: { id: number; role: number; is_superuser?: boolean; email?: string; full_name?: string; person_id?: number | null }) {
  const identity = {
    email: `usuario${user.id}@example.com`,
    full_name: `Usuário ${user.id}`,
    is_superuser: false,
    is_active: true,
    person_id: null,
    document: null,
    ...user,
  };
  return {
    login: vi.fn(async () => undefined),
    logout: vi.fn(async () => '/aviso'),
    checkAuth: vi.fn(async () => undefined),
    checkError: vi.fn(async () => undefined),
    getIdentity: vi.fn(async () => ({ ...identity, fullName: identity.full_name })),
    getPermissions: vi.fn(async () => identity),
    canAccess: vi.fn(async ({ resource, action }: { resource: string; action: string }) => canAccessResource(identity, resource, action)),
  } satisfies AuthProvider;
}

export function renderPortal(
  element: ReactElement,
  options: { url?: string; path?: string; dataProvider?: Record<string, unknown>; authProvider?: AuthProvider } = {},
): Harness {
  let current = { pathname: '', search: '' };
  const { url = '/em-teste', path = '*', dataProvider = {}, authProvider } = options;
  render(
    <MemoryRouter initialEntries={[url]}>
      <AdminContext
        dataProvider={dataProvider as DataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <LocationProbe onChange={(location) => (current = location)} />
        <Routes>
          <Route path={path} element={element} />
          <Route path="/login" element={<p>página de login</p>} />
          <Route path="/" element={<p>página inicial</p>} />
        </Routes>
        <Toaster />
      </AdminContext>
    </MemoryRouter>,
  );
  return { location: () => current };
}
