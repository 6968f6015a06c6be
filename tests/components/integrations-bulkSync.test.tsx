// 'Sincronizar com Odoo' above the /pessoas list: for administrators, it queues the Odoo sync of every
// person of the current filters (POST /persons/bulk, action 'sync') after a confirmation, and says how many
// were queued. Over the real dataProvider with fetch stubbed at the edge.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ListContextProvider, type ListControllerResult } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BulkSyncOdooButton } from '../../src/ui/integrations/BulkSyncOdooButton';
import { dataProvider } from '../../src/dataProvider';
import { stubFetch } from '../helpers/fetchStub';
import { renderPortal, signedInAs } from '../helpers/renderPortal';
import { answersRendered } from '../helpers/settled';

afterEach(() => vi.unstubAllGlobals());

const filterValues = { query: 'Acme', role: 1, is_active: true, person_type: undefined };

const renderButton = (user = signedInAs({ id: 1, role: 1 })) => {
  const fetch = stubFetch();
  renderPortal(
    <ListContextProvider value={{ filterValues } as unknown as ListControllerResult}>
      <BulkSyncOdooButton
        resource="pessoas"
        permission={{ resource: 'pessoas', action: 'syncOdoo' }}
        question="Sincronizar com o Odoo todas as pessoas dos filtros atuais que ainda não estão no Odoo?"
      />
    </ListContextProvider>,
    { dataProvider, authProvider: user },
  );
  return { fetch, user };
};

describe('Sincronizar com Odoo on the persons list', () => {
  it("queues the sync of the current filters' persons after a confirmation and says how many", async () => {
    const { fetch } = renderButton();
    fireEvent.click(await screen.findByRole('button', { name: 'Sincronizar com Odoo' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('que ainda não estão no Odoo');
    fetch.reply({ body: { matched: 5, changed: 3, refused: [] } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Confirmar/ }));

    expect((await screen.findByRole('alert')).textContent).toContain('3 sincronizações com o Odoo agendadas.');
    const sent = fetch.last();
    expect(`${sent.method} ${sent.url}`).toBe('POST /api/v1/persons/bulk');
    expect(JSON.parse(String(sent.body))).toEqual({ action: 'sync', filter: { query: 'Acme', role: 1, is_active: true } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is hidden from a user who is not an administrator', async () => {
    const { user } = renderButton(signedInAs({ id: 2, role: 2 }));
    await waitFor(() => expect(user.canAccess).toHaveBeenCalled());
    await answersRendered(user.canAccess);
    expect(screen.queryByRole('button', { name: 'Sincronizar com Odoo' })).toBeNull();
  });
});
