// The side menu agrees with the access table the server is tested against: for every role (and a
// superuser), the entries shown are exactly the screens EXPECTED_ROLES (tests/helpers/accessMatrix.ts,
// written by hand from the specification) opens to it, in the menu's order. The menu asks the real
// policy through the portal's own canAccess (src/authProvider/resourceAccess.ts).
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Permission } from '../../common/policy';
import { declarations } from '../../common/resources';
import { Menu } from '../../src/ui/layout/Menu';
import { CALLERS, EXPECTED_ROLES, type Caller } from '../helpers/accessMatrix';
import { renderPortal, signedInAs } from '../helpers/renderPortal';

const allowed = (caller: Caller, permission: string) =>
  caller.is_superuser || EXPECTED_ROLES[permission as Permission].includes(caller.role);

/** The menu's entries a caller should see, in order: the work section, 'Meu desempenho', settings, administration, audit. */
function expectedEntries(caller: Caller) {
  const section = (name: 'work' | 'admin') =>
    declarations
      .filter((declaration) => declaration.menu?.section === name)
      // A screen with its own audience ('manage') opens to it; otherwise to whom may list the rows.
      .filter((declaration) => allowed(caller, `${declaration.name}.${'manage' in declaration.access ? 'manage' : 'list'}`))
      .map((declaration) => declaration.texts.title);
  // 'Meu desempenho' (a page, not a declaration's list) closes the work section for whom may see a statement.
  const desempenho = allowed(caller, 'comissoes.statement') ? ['Meu desempenho'] : [];
  return ['Inicio', ...section('work'), ...desempenho, 'Configurações', ...section('admin'), ...(allowed(caller, 'auditoria.list') ? ['Auditoria'] : [])];
}

const entries = () => screen.queryAllByRole('menuitem').map((item) => item.textContent);

describe('the side menu and the access table', () => {
  it.each(CALLERS)('shows $label exactly the screens the access table opens to it', async (caller) => {
    const authProvider = signedInAs({ id: 1, role: caller.role, is_superuser: caller.is_superuser });
    renderPortal(<Menu />, { authProvider });
    const expected = expectedEntries(caller);
    await waitFor(() => expect(entries()).toEqual(expected));
    // Every question asked has been answered and rendered: no entry is still to come.
    await act(() => Promise.all(authProvider.canAccess.mock.results.map((result) => result.value)));
    expect(entries()).toEqual(expected);
  });
});
