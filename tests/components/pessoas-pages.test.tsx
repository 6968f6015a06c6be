// /pessoas and /pessoas/{id} over a fake API: the columns and the Odoo badge rule, the empty states, and
// the detail page's states, company card and secondary CNAEs.
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, HttpError, memoryStore, ResourceContextProvider, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { UserRole } from '../../common/enums';
import { i18nProvider } from '../../src/i18n';
import { listPage } from '../helpers/listPage';
import { signedInAs } from '../helpers/renderPortal';
import PessoaDetail from '../../src/features/persons/PessoaDetail';
import type { PersonDetail } from '../../src/features/persons/types';

const base = {
  trade_name: null,
  is_active: true,
  cnae_main: null,
  cnae_main_description: null,
  cnae_secondary: null,
  odoo_company_id: null,
  data_abertura: null,
};
const people = [
  { ...base, id: 1, person_type: 1, document: '52998224725', name: 'Maria Cliente', role: 1 },
  { ...base, id: 2, person_type: 2, document: '12ABC34501DE35', name: 'Alfa Parceira Ltda', role: 2, odoo_company_id: 77 },
  { ...base, id: 3, person_type: 1, document: '11144477735', name: 'João Sincronizado', role: 1, odoo_company_id: 42, is_active: false },
];

function renderAt(url: string, provider: Record<string, unknown>, context: { authProvider?: ReturnType<typeof signedInAs>; queryClient?: QueryClient } = {}) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AdminContext dataProvider={provider as unknown as DataProvider} i18nProvider={i18nProvider} store={memoryStore()} {...context}>
        <ResourceContextProvider value="pessoas">
          <Routes>
            <Route path="/pessoas" element={listPage('pessoas')} />
            <Route path="/pessoas/:id/*" element={<PessoaDetail />} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

const listing = (data: unknown[]) => ({ getList: vi.fn(async () => ({ data, total: data.length })) });

describe('/pessoas', () => {
  it('shows name with masked document, type, role, status and the Odoo column', async () => {
    renderAt('/pessoas', listing(people));
    expect(await screen.findByRole('heading', { name: 'Gestão de Pessoas' })).toBeTruthy();
    await screen.findByText('Maria Cliente');
    for (const column of ['Nome', 'Tipo', 'Papel', 'Status', 'Odoo']) {
      expect(screen.getByRole('columnheader', { name: column })).toBeTruthy();
    }
    const row = (name: string) => screen.getByText(name).closest('tr')!;
    const maria = within(row('Maria Cliente'));
    expect(maria.getByText('529.982.247-25')).toBeTruthy();
    expect(maria.getByText('Pessoa Física')).toBeTruthy();
    expect(maria.getByText('Cliente')).toBeTruthy();
    expect(maria.getByText('Ativo')).toBeTruthy();
    expect(maria.getByText('Não Sincronizado')).toBeTruthy();

    // A partner has no sync badge, only its Odoo id.
    const alfa = within(row('Alfa Parceira Ltda'));
    expect(alfa.getByText('12.ABC.345/01DE-35')).toBeTruthy();
    expect(alfa.getByText('77')).toBeTruthy();
    expect(alfa.queryByText(/Sincronizado/)).toBeNull();

    const joao = within(row('João Sincronizado'));
    expect(joao.getByText('Sincronizado')).toBeTruthy();
    expect(joao.getByText('42')).toBeTruthy();
    expect(joao.getByText('Inativo')).toBeTruthy();
    expect(joao.getByRole('link', { name: 'Ver Detalhes' }).getAttribute('href')).toBe('/pessoas/3');
    expect(screen.getByText('Mostrando 3 de 3 pessoas')).toBeTruthy();
  });

  it('uses the product placeholders and filters, and sends them to GET /persons', async () => {
    const provider = listing(people);
    renderAt('/pessoas?query=silva&person_type=2&role=4&is_active=false&page=1', provider);
    await screen.findByText('Maria Cliente');
    expect(screen.getByPlaceholderText('Buscar por nome, documento ou nome fantasia...')).toHaveProperty('value', 'silva');
    expect(screen.getByRole('combobox', { name: /Tipo/ }).textContent).toBe('Pessoa Jurídica');
    expect(screen.getByRole('combobox', { name: /Papel/ }).textContent).toBe('Funcionários');
    expect(screen.getByRole('combobox', { name: /Status/ }).textContent).toBe('Inativo');
    expect(provider.getList).toHaveBeenLastCalledWith(
      'pessoas',
      expect.objectContaining({
        pagination: { page: 1, perPage: 10 },
        filter: { query: 'silva', person_type: 2, role: 4, is_active: false },
      }),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Papel/ }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Todos os papéis', 'Clientes', 'Parceiros', 'Funcionários']);
  });

  it('says nothing matched when filtered, and invites to add when empty', async () => {
    const { unmount } = renderAt('/pessoas?query=zzz', listing([]));
    expect(await screen.findByText('Nenhuma pessoa encontrada')).toBeTruthy();
    expect(screen.getByText('Tente ajustar os filtros de busca')).toBeTruthy();
    unmount();
    renderAt('/pessoas', listing([]));
    expect(await screen.findByText('Nenhuma pessoa cadastrada')).toBeTruthy();
    expect(screen.getByText('Adicione uma nova pessoa para começar')).toBeTruthy();
  });
});

const company: PersonDetail = {
  ...base,
  id: 9,
  person_type: 2,
  document: '11222333000181',
  name: 'Beta Serviços S.A.',
  trade_name: 'Beta',
  role: 1,
  cnae_main: '6201-5/01',
  cnae_main_description: 'Desenvolvimento de programas de computador sob encomenda',
  cnae_secondary: Array.from({ length: 12 }, (_, i) => `0000-0/${String(i + 1).padStart(2, '0')}`).join(';'),
  odoo_company_id: null,
  base_legal: null,
  consentimento_em: null,
  data_abertura: '2015-03-20',
  addresses: [
    { id: 1, zip_code: '01310-100', street: 'Av. Paulista', number: '1000', complement: null, neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP', is_primary: true },
  ],
  contacts: [
    { id: 1, contact_type: 2, value: 'contato@beta.com.br', is_verified: false, is_primary: true },
    { id: 2, contact_type: 1, value: '(11) 3333-4444', is_verified: true, is_primary: false },
  ],
  bank_accounts: [],
};

describe('/pessoas/{id}', () => {
  it('shows a company with its info, summary, lists and the CNAE toggle', async () => {
    renderAt('/pessoas/9', { getOne: vi.fn(async () => ({ data: company })) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Beta Serviços S.A.' })).toBeTruthy();
    expect(screen.getByText('ID: 9')).toBeTruthy();
    for (const badge of ['Pessoa Jurídica', 'Cliente', 'Não Sincronizado', 'Ativo']) expect(screen.getAllByText(badge).length).toBeGreaterThan(0);
    const basic = within(screen.getByRole('region', { name: 'Informações Básicas' }));
    expect(basic.getByText('Razão Social')).toBeTruthy();
    expect(basic.getByText('Beta')).toBeTruthy();
    expect(basic.getByText('11.222.333/0001-81')).toBeTruthy();

    const summary = within(screen.getByRole('region', { name: 'Resumo' }));
    expect(summary.getByText('20/03/2015')).toBeTruthy();
    expect(summary.getByText('Contatos').nextSibling?.textContent).toBe('2');
    expect(summary.getByText('Endereços').nextSibling?.textContent).toBe('1');
    expect(summary.getByText('Contas bancárias').nextSibling?.textContent).toBe('0');

    const companyCard = within(screen.getByRole('region', { name: 'Informações da Empresa' }));
    expect(companyCard.getByText('6201-5/01')).toBeTruthy();
    expect(companyCard.getAllByRole('listitem')).toHaveLength(10);
    fireEvent.click(companyCard.getByRole('button', { name: 'Mostrar mais' }));
    expect(companyCard.getAllByRole('listitem')).toHaveLength(12);
    fireEvent.click(companyCard.getByRole('button', { name: 'Mostrar menos' }));
    expect(companyCard.getAllByRole('listitem')).toHaveLength(10);

    expect(screen.getByText('Av. Paulista, 1000')).toBeTruthy();
    expect(screen.getByText('contato@beta.com.br')).toBeTruthy();
    expect(screen.getByText('Nenhuma conta bancária cadastrada')).toBeTruthy();
    for (const name of ['Voltar', 'Editar', 'Deletar']) expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('opens from a list row with its lists, not with the row the list cached', async () => {
    const getOne = vi.fn(async () => ({ data: { ...company, id: 1, name: 'Maria Cliente' } }));
    renderAt('/pessoas', { ...listing(people), getOne });
    fireEvent.click(await screen.findByText('Maria Cliente'));
    expect(await screen.findByRole('region', { name: 'Resumo' })).toBeTruthy();
    expect(screen.getByText('Av. Paulista, 1000')).toBeTruthy();
    expect(getOne).toHaveBeenCalledWith('pessoas', expect.objectContaining({ id: 1 }));
  });

  it('says it is loading, then that the person does not exist', async () => {
    let fail: (error: unknown) => void = () => undefined;
    renderAt('/pessoas/404', { getOne: vi.fn(() => new Promise((_, reject) => (fail = reject))) });
    expect(await screen.findByText('Carregando detalhes da pessoa...')).toBeTruthy();
    fail(new HttpError('Pessoa não encontrada', 404, { detail: 'Pessoa não encontrada' }));
    expect(await screen.findByText('Pessoa não encontrada.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeTruthy();
  });

  it('says the load failed, with a way back', async () => {
    renderAt('/pessoas/5', { getOne: vi.fn(async () => Promise.reject(new HttpError('Erro', 500, {}))) });
    expect(await screen.findByText('Erro ao carregar detalhes da pessoa.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeTruthy();
  });

  it('keeps a loaded person on screen, and the dialog open over it, when a refetch fails', async () => {
    // No retries: the failed refetch settles at once.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const getOne = vi.fn(async () => ({ data: company }));
    renderAt('/pessoas/9', { getOne }, { authProvider: signedInAs({ id: 1, role: UserRole.Admin, is_superuser: true }), queryClient });
    expect(await screen.findByRole('heading', { level: 1, name: 'Beta Serviços S.A.' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
    expect(await screen.findByRole('dialog', { name: 'Editar Pessoa' })).toBeTruthy();

    getOne.mockRejectedValue(new HttpError('Erro', 500, {}));
    await act(() => queryClient.invalidateQueries({ queryKey: ['pessoas'] }));
    await vi.waitFor(() => expect(queryClient.getQueryCache().findAll({ queryKey: ['pessoas', 'getOne'] })[0]?.state.status).toBe('error'));

    expect(screen.getByRole('dialog', { name: 'Editar Pessoa' })).toBeTruthy();
    // Behind the dialog (aria-hidden while it is open), the page is still the person's.
    expect(screen.getByRole('heading', { level: 1, name: 'Beta Serviços S.A.', hidden: true })).toBeTruthy();
    expect(screen.queryByText('Erro ao carregar detalhes da pessoa.')).toBeNull();
  });
});
