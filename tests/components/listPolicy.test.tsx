// Every declared list's buttons agree with the access table the server is tested against, for every role
// (and a superuser): the add button, the rows' selection for bulk actions, 'Exportar' and 'Importar' are
// on the screen exactly when EXPECTED_ROLES (tests/helpers/accessMatrix.ts, written by hand from the
// specification) lets the caller do what they send. The lists are the portal's own <Resource> pages
// (src/resources.tsx), one per declaration, asking the real policy through signedInAs().
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ResourceContextProvider, type ResourceProps } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Permission } from '../../common/policy';
import { declarations, routeName, type ResourceDeclaration } from '../../common/resources';
import { resources } from '../../src/resources';
import { CALLERS, expectedAllows, type Caller } from '../helpers/accessMatrix';
import { renderPortal, signedInAs } from '../helpers/renderPortal';
import { answersRendered } from '../helpers/settled';

const slow = { timeout: 120_000 };
const patience = { timeout: 15_000 };

/**
 * Each declaration with a list page, beside the routes the portal registers for it, mounted as
 * react-admin's <Resource> mounts them: its list at its path, its own routes under it (a list that lives
 * under its path, /oportunidades/oportunidades, is reached through the list's redirect).
 */
const lists = declarations.flatMap((declaration) => {
  const resource = resources.find((props: ResourceProps) => props.name === routeName(declaration));
  const page = resource?.list && (
    <Routes>
      <Route index element={resource.list as ReactElement} />
      {resource.children}
    </Routes>
  );
  return page ? [{ declaration, page }] : [];
});

const allowed = (caller: Caller, declaration: ResourceDeclaration, action: string) => {
  const permission = `${declaration.name}.${action}`;
  return action in declaration.access && expectedAllows(permission as Permission, caller);
};

/** Whoever the screen opens to: its own audience ('manage') where it has one, else whoever lists the rows. */
const opensTo = (caller: Caller, declaration: ResourceDeclaration) =>
  allowed(caller, declaration, 'manage' in declaration.access ? 'manage' : 'list');

/**
 * react-admin's reads answer one row (so the rows' selection shows) or none; the portal's own methods
 * (saved views, catalogues) answer an empty list.
 */
function oneRowApi(declaration: ResourceDeclaration) {
  const row = { id: 1, [declaration.representation]: 'Linha de teste' };
  const answers: Record<string, unknown> = {
    getList: { data: [row], total: 1 },
    getOne: { data: row },
    getMany: { data: [] },
    getManyReference: { data: [], total: 0 },
  };
  return new Proxy({}, { get: (_, method: string) => async () => answers[method] ?? [] });
}

/** What a caller finds on a list once every question to the policy has been answered. */
async function buttonsOn(declaration: ResourceDeclaration, page: ReactElement, caller: Caller) {
  const authProvider = signedInAs({ id: 1, role: caller.role, is_superuser: caller.is_superuser });
  const route = routeName(declaration);
  renderPortal(<ResourceContextProvider value={route}>{page}</ResourceContextProvider>, {
    url: `/${route}`,
    path: `/${route}/*`,
    dataProvider: oneRowApi(declaration),
    authProvider,
  });
  const [table] = await screen.findAllByRole('table', {}, patience);
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), patience);
  await answersRendered(authProvider.canAccess);
  const named = (name: string) => screen.queryAllByRole('button', { name }).length + screen.queryAllByRole('link', { name }).length > 0;
  const found = {
    add: declaration.texts.createTitle ? named(declaration.texts.createTitle) : undefined,
    selection: within(table).queryAllByRole('checkbox').length > 0,
    export: named('Exportar'),
    import: named('Importar'),
  };
  cleanup();
  return found;
}

describe.each(lists)('the $declaration.name list', slow, ({ declaration, page }) => {
  const exported = Object.values(declaration.fields).some((field) => field?.exported);
  it.each(CALLERS.filter((caller) => opensTo(caller, declaration)))('shows $label the buttons the access table allows it', async (caller) => {
    const found = await buttonsOn(declaration, page, caller);
    expect(found).toEqual({
      // The add button by the declared title, where the declaration names it.
      add: declaration.texts.createTitle ? allowed(caller, declaration, 'create') : undefined,
      selection: allowed(caller, declaration, 'bulk'),
      export: exported && allowed(caller, declaration, 'list'),
      // An import creates rows: offered where the kit (an importKey) or the list's own route serves one, to
      // whom may create them.
      import: !!declaration.importKey && allowed(caller, declaration, 'create'),
    });
  });
});
