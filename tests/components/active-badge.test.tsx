// The 'Inativo' badge looks the same wherever a status shows: the users list, the persons list and page
// (and the links' tables, which reuse it), and a declared resource's list (a thesis is 'Inativa').
import { render, screen, within } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { teses } from '../../common/resources/teses';
import { ResourceList } from '../../src/ui/kit/ResourceList';
import { ActiveBadge } from '../../src/features/persons/PersonBadges';
import { StatusCell } from '../../src/features/users/UserCells';
import type { User } from '../../src/features/users/types';
import { renderPortal, signedInAs } from '../helpers/renderPortal';

/** What decides how a chip looks: MUI's variant and colour classes (the generated css-… names aside). */
const look = (element: HTMLElement) =>
  [...(element.closest('.MuiChip-root') as HTMLElement).classList].filter((name) => name.startsWith('MuiChip-')).sort();

describe("the 'Inativo' badge", { timeout: 45_000 }, () => {
  it('is styled one way on users, persons and theses', async () => {
    const { unmount } = render(
      <>
        <div data-testid="user">
          <StatusCell user={{ id: 1, is_active: false } as User} />
        </div>
        <div data-testid="person">
          <ActiveBadge person={{ is_active: false }} />
        </div>
      </>,
    );
    const user = look(within(screen.getByTestId('user')).getByText('Inativo'));
    const person = look(within(screen.getByTestId('person')).getByText('Inativo'));
    unmount();

    renderPortal(
      <ResourceContextProvider value="teses">
        <ResourceList declaration={teses} />
      </ResourceContextProvider>,
      {
        dataProvider: { getList: vi.fn(async () => ({ data: [{ id: 2, name: 'Revisão de IRPJ', descricao: null, ativa: false }], total: 1 })) },
        authProvider: signedInAs({ id: 1, role: 1 }),
      },
    );
    const thesis = look(await screen.findByText('Inativa', {}, { timeout: 10_000 }));

    expect(user).toContain('MuiChip-outlined');
    expect(person).toEqual(user);
    expect(thesis).toEqual(user);
  });
});
