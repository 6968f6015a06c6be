// The integration buttons of /pessoas/{id} as a user meets them, over the real dataProvider with fetch
// stubbed at the edge: the Registry sync dialog (reads the registry once, 'Nenhum campo selecionado',
// sends only the checked fields) and 'Sincronizar com Odoo' (only administrators, only for a client without an
// Odoo id; 'Sincronizando…' while its job runs, back to the list after).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OdooSyncNotice } from '../../src/ui/integrations/OdooSyncNotice';
import { SyncPessoaOdooButton } from '../../src/features/persons/integrations/SyncPessoaOdooButton';
import { SyncRegistryButton } from '../../src/features/persons/integrations/SyncRegistryButton';
import { dataProvider } from '../../src/dataProvider';
import type { OdooSyncStatus } from '../../src/dataProvider/integrations';
import type { PersonDetail } from '../../src/features/persons/types';
import { stubFetch } from '../helpers/fetchStub';
import { renderPortal, signedInAs } from '../helpers/renderPortal';
import { answersRendered } from '../helpers/settled';

afterEach(() => vi.unstubAllGlobals());

const company: PersonDetail = {
  id: 7,
  person_type: 2,
  document: '33683111000280',
  name: 'Serpro Regional',
  trade_name: null,
  role: 1,
  is_active: true,
  cnae_main: '6204000',
  cnae_main_description: null,
  cnae_secondary: null,
  odoo_company_id: null,
  base_legal: null,
  consentimento_em: null,
  data_abertura: null,
  addresses: [],
  contacts: [],
  bank_accounts: [],
};

const registry = {
  empresa: { razao_social: 'SERVICO FEDERAL DE PROCESSAMENTO DE DADOS (SERPRO)' },
  estabelecimentos: [
    {
      cnpj_completo: '33683111000280',
      nome_fantasia: 'REGIONAL BRASILIA-DF',
      data_inicio_atividade: '1967-06-30',
      situacao_cadastral: 2,
      situacao_cadastral_descricao: 'Ativo',
      cnae_fiscal_principal: '6204000',
      cnae_principal_descricao: 'Consultoria em tecnologia da informação',
    },
  ],
  cnaes_secundarios: [
    { codigo: '6201501', descricao: 'Desenvolvimento de programas de computador sob encomenda' },
    { codigo: '6202300', descricao: null },
  ],
};

const dialog = () => screen.getByRole('dialog');
const row = (label: string) => within(dialog()).getByRole('rowheader', { name: label }).closest('tr')!;
const apply = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Aplicar selecionados' }));
const admin = signedInAs({ id: 1, role: 1 });

describe('Sincronizar com a receita federal', () => {
  const open = (person: PersonDetail = company) => {
    const fetch = stubFetch();
    const onDone = vi.fn();
    renderPortal(<SyncRegistryButton person={person} onDone={onDone} />, { dataProvider, authProvider: admin });
    return { fetch, onDone };
  };

  it('reads the registry once and shows current and registry values side by side', async () => {
    const { fetch } = open();
    fetch.reply({ body: registry });
    fireEvent.click(screen.getByRole('button', { name: 'Sincronizar com a receita federal' }));
    expect(within(dialog()).getByText('Consultando a Receita Federal...')).toBeTruthy();

    await within(dialog()).findByRole('table', { name: 'Campos da Receita Federal' });
    expect(fetch.calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/v1/persons/7/receita-data']);
    const cells = (label: string) => [...row(label).querySelectorAll('td')].slice(1).map((cell) => cell.textContent);
    expect(cells('Razão Social')).toEqual(['Serpro Regional', 'SERVICO FEDERAL DE PROCESSAMENTO DE DADOS (SERPRO)']);
    expect(cells('Data de abertura')).toEqual(['—', '30/06/1967']);
    expect(cells('Situação cadastral')).toEqual(['—', 'Ativo']);
    expect(cells('CNAE principal')).toEqual(['6204000', '6204000']);
    expect(cells('CNAEs secundários')).toEqual(['—', '6201501; 6202300']);

    // Ticking fields does not read the registry again.
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Razão Social' }));
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Selecionar todos' }));
    expect(within(dialog()).getByRole('checkbox', { name: 'CNAEs secundários' })).toHaveProperty('checked', true);
    expect(fetch.calls).toHaveLength(1);
  });

  it("says 'Nenhum campo selecionado' and sends nothing when no field is checked", async () => {
    const { fetch, onDone } = open();
    fetch.reply({ body: registry });
    fireEvent.click(screen.getByRole('button', { name: 'Sincronizar com a receita federal' }));
    await within(dialog()).findByRole('table');
    apply();
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Nenhum campo selecionado');
    expect(fetch.calls).toHaveLength(1);
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('sends only the checked fields, in the dialog order, then reloads the person', async () => {
    const { fetch, onDone } = open();
    fetch.reply({ body: registry }, { body: { ...company, name: registry.empresa.razao_social } });
    fireEvent.click(screen.getByRole('button', { name: 'Sincronizar com a receita federal' }));
    await within(dialog()).findByRole('table');
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'CNAEs secundários' }));
    // A click on the row ticks its box too.
    fireEvent.click(within(row('Razão Social')).getByText('SERVICO FEDERAL DE PROCESSAMENTO DE DADOS (SERPRO)'));
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Data de abertura' }));
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Data de abertura' }));
    apply();

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const sent = fetch.last();
    expect(`${sent.method} ${sent.url}`).toBe('POST /api/v1/persons/7/sync-receita');
    expect(JSON.parse(String(sent.body))).toEqual({ campos_atualizar: ['name', 'cnae_secondary'] });
    expect((await screen.findByRole('alert')).textContent).toContain('Dados da Receita Federal aplicados com sucesso.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's reason when the registry refuses, and closes the dialog", async () => {
    const { fetch } = open();
    fetch.reply({ status: 404, body: { detail: 'CNPJ não encontrado na Receita Federal' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sincronizar com a receita federal' }));
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Algo deu errado!');
    expect(toast.textContent).toContain('CNPJ não encontrado na Receita Federal');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is offered for companies only', () => {
    open({ ...company, person_type: 1, document: '52998224725' });
    expect(screen.queryByRole('button', { name: 'Sincronizar com a receita federal' })).toBeNull();
  });
});

/** The sync job as the server answers it (server/platform/jobs/queue.ts). */
const job = (state: OdooSyncStatus['state']): OdooSyncStatus => ({
  job_id: 1,
  state,
  attempts: 0,
  last_error: null,
  updated_at: '2026-01-01T12:00:00.000Z',
});

describe('Sincronizar com Odoo', () => {
  const renderButton = (person: Partial<PersonDetail>, user = admin) => {
    const fetch = stubFetch();
    const harness = renderPortal(<SyncPessoaOdooButton person={{ ...company, ...person }} onDone={vi.fn()} />, {
      url: '/pessoas/7',
      dataProvider,
      authProvider: user,
    });
    return { fetch, harness };
  };
  const button = () => screen.queryByRole('button', { name: 'Sincronizar com Odoo' });

  it("queues the sync, shows 'Sincronizando…' while the job runs, then says so and goes back to the list", async () => {
    const { fetch, harness } = renderButton({});
    fetch.reply({ status: 202, body: job('queued') }, { body: job('running') }, { body: { ...job('done'), attempts: 1 } });
    fireEvent.click(await screen.findByRole('button', { name: 'Sincronizar com Odoo' }));

    const busy = await screen.findByRole('button', { name: /Sincronizando…/ });
    expect(busy).toHaveProperty('disabled', true);
    expect(within(busy).getByRole('progressbar')).toBeTruthy();
    await waitFor(() => expect(harness.location().pathname).toBe('/pessoas'), { timeout: 5000 });
    expect(fetch.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'PUT /api/v1/persons/sync-odoo/7',
      'GET /api/v1/persons/sync-odoo/7',
      'GET /api/v1/persons/sync-odoo/7',
    ]);
    expect((await screen.findByRole('alert')).textContent).toContain('Pessoa sincronizada com sucesso');
  });

  it("shows the job's last error and stays when the sync fails", async () => {
    const { fetch, harness } = renderButton({});
    fetch.reply(
      { status: 202, body: job('queued') },
      { body: { ...job('failed'), attempts: 5, last_error: 'O Odoo recusou a operação: Acesso negado' } },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Sincronizar com Odoo' }));
    const toast = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(toast.textContent).toContain('Algo deu errado!');
    expect(toast.textContent).toContain('O Odoo recusou a operação: Acesso negado');
    expect(harness.location().pathname).toBe('/pessoas/7');
    expect(await screen.findByRole('button', { name: 'Sincronizar com Odoo' })).toHaveProperty('disabled', false);
  });

  it('follows the job the person was already syncing when the page opened', async () => {
    const { fetch, harness } = renderButton({ odoo_sync: job('running') });
    expect(await screen.findByRole('button', { name: /Sincronizando…/ })).toHaveProperty('disabled', true);
    fetch.reply({ body: job('done') });
    await waitFor(() => expect(harness.location().pathname).toBe('/pessoas'), { timeout: 3000 });
    expect(fetch.calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/v1/persons/sync-odoo/7']);
  });

  it('says a sync is already running when the server answers 409', async () => {
    const { fetch, harness } = renderButton({});
    fetch.reply({ status: 409, body: { detail: 'Sincronização já em andamento' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Sincronizar com Odoo' }));
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Sincronização já em andamento');
    expect(harness.location().pathname).toBe('/pessoas/7');
  });

  it('is shown to administrators, for clients (role 1) not yet in Odoo', async () => {
    renderButton({ role: 1 });
    expect(await screen.findByRole('button', { name: 'Sincronizar com Odoo' })).toBeTruthy();
  });

  it.each([
    ['a person already in Odoo', { odoo_company_id: 15 }, admin],
    ['a person without a role (it still carries the badge)', { role: null }, admin],
    ['a person with an unknown role', { role: 9 }, admin],
    ['a client and partner (role 3)', { role: 3 }, admin],
    ['a partner', { role: 2 }, admin],
    ['a user who is not an administrator', {}, signedInAs({ id: 2, role: 2 })],
  ])('is hidden for %s', async (_case, person, user) => {
    renderButton(person, user);
    await waitFor(() => expect(user.canAccess).toHaveBeenCalled());
    await answersRendered(user.canAccess);
    expect(button()).toBeNull();
  });
});

describe('the last error of an Odoo sync on the detail page', () => {
  const refused = 'O Odoo recusou a operação: Acesso negado';

  it("shows a failed sync's error", () => {
    renderPortal(<OdooSyncNotice status={{ ...job('failed'), last_error: refused }} />);
    expect(screen.getByRole('alert').textContent).toBe(`A sincronização com o Odoo falhou: ${refused}`);
  });

  it('says a sync waiting for its retry will be tried again, with the error', () => {
    renderPortal(<OdooSyncNotice status={{ ...job('queued'), attempts: 1, last_error: refused }} />);
    expect(screen.getByRole('alert').textContent).toBe(`A sincronização com o Odoo será tentada novamente: ${refused}`);
  });

  it('says nothing about a sync that is done or has no error', () => {
    renderPortal(<OdooSyncNotice status={job('done')} />);
    renderPortal(<OdooSyncNotice status={job('running')} />);
    renderPortal(<OdooSyncNotice status={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
