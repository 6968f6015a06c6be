// 'Sincronizar com odoo' on /oportunidades/{id}, over the real dataProvider with fetch stubbed at the edge.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SyncOportunidadeOdooButton } from '../../src/features/oportunidades/SyncOportunidadeOdooButton';
import { dataProvider } from '../../src/dataProvider';
import { stubFetch } from '../helpers/fetchStub';
import { renderPortal, signedInAs } from '../helpers/renderPortal';

afterEach(() => vi.unstubAllGlobals());

const renderButton = (odoo_id: number | null) => {
  const fetch = stubFetch();
  const onDone = vi.fn();
  renderPortal(<SyncOportunidadeOdooButton oportunidade={{ id: 5, odoo_id }} onDone={onDone} />, {
    dataProvider,
    authProvider: signedInAs({ id: 3, role: 2 }),
  });
  return { fetch, onDone };
};
const button = () => screen.queryByRole('button', { name: 'Sincronizar com odoo' });

describe('Sincronizar com odoo', () => {
  it("queues the sync, shows 'Sincronizando…' until its job is done, then says so and reloads the opportunity", async () => {
    const { fetch, onDone } = renderButton(null);
    const job = { job_id: 4, attempts: 0, last_error: null, updated_at: '2026-01-01T12:00:00.000Z' };
    fetch.reply({ status: 202, body: { ...job, state: 'queued' } }, { body: { ...job, state: 'done', attempts: 1 } });
    fireEvent.click(button()!);
    expect(await screen.findByRole('button', { name: /Sincronizando…/ })).toHaveProperty('disabled', true);
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(fetch.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'PUT /api/v1/oportunidades/sync/5',
      'GET /api/v1/oportunidades/sync/5',
    ]);
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Sucesso!');
    expect(toast.textContent).toContain('Oportunidade sincronizada com sucesso');
  });

  it("shows the server's reason and does not reload when the sync fails", async () => {
    const { fetch, onDone } = renderButton(null);
    fetch.reply({ status: 503, body: { detail: 'Integração com o Odoo não configurada' } });
    fireEvent.click(button()!);
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Algo deu errado!');
    expect(toast.textContent).toContain('Integração com o Odoo não configurada');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('is not offered once the opportunity has an Odoo id', () => {
    renderButton(31);
    expect(button()).toBeNull();
  });
});
