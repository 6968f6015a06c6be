// /Vinculos and /Vinculos/{id} over a fake API, as a link manager uses them: the lists and their states,
// the URL params, removing a link, and creating one with its messages and toasts.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  AdminContext,
  memoryStore,
  ResourceContextProvider,
  type AuthProvider,
  type DataProvider,
  type GetListParams,
} from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { UserRole } from '../../common/enums';
import { Toaster } from '../../src/ui/toast/Toaster';
import { ApiError } from '../../src/dataProvider/httpClient';
import { i18nProvider } from '../../src/i18n';
import VinculoDetail from '../../src/features/vinculos/VinculoDetail';
import { resources } from '../../src/resources';
import { signedInAs } from '../helpers/renderPortal';

/** /Vinculos: the kit's list of the declaration, as src/resources.tsx registers it. */
const VinculoList = () => (
  <ResourceContextProvider value="Vinculos">{resources.find((resource) => resource.name === 'Vinculos')?.list as ReactElement}</ResourceContextProvider>
);

const partner = { id: 7, full_name: 'Paula Parceira', email: 'paula@example.com', role: 5 };
const maria = { id: 1, person_type: 1, document: '52998224725', name: 'Maria Cliente', trade_name: null, role: 1, is_active: true };
const alfa = { id: 2, person_type: 2, document: '11222333000181', name: 'Alfa Ltda', trade_name: 'Alfa', role: 2, is_active: false };

type Fake = {
  linked?: unknown[];
  found?: unknown[] | Error;
  users?: unknown[] | Error;
  createLink?: (...args: unknown[]) => Promise<unknown>;
  remove?: (...args: unknown[]) => Promise<unknown>;
};

function fakeApi({ linked = [maria, alfa], found = [maria, alfa], users = [], ...writes }: Fake = {}) {
  const getList = vi.fn(async (resource: string, _params: GetListParams) => {
    if (resource === 'userPersons') return { data: linked, total: linked.length, meta: { user: partner } };
    if (resource === 'personSearch') {
      if (found instanceof Error) throw found;
      return { data: found, total: found.length };
    }
    if (users instanceof Error) throw users;
    return { data: users, total: users.length };
  });
  const createLink = vi.fn(writes.createLink ?? (async () => ({})));
  // react-admin's delete of a user's person: the dataProvider sends the link's key (tests/unit/dataProvider.test.ts).
  const remove = vi.fn(writes.remove ?? (async (_resource: unknown, params: { previousData: unknown }) => ({ data: params.previousData })));
  return { getList, createLink, delete: remove };
}

/** A Membro de equipe, whom the policy lets manage vínculos. */
const identity = signedInAs({ id: 3, role: UserRole.TeamMember, full_name: 'Gestora' });

let location = '';
/** The router's navigate, for a test to follow a link as a user would. */
let navigate: NavigateFunction;
const LocationProbe = () => {
  const current = useLocation();
  location = `${current.pathname}${current.search}`;
  navigate = useNavigate();
  return null;
};

function renderAt(url: string, api: ReturnType<typeof fakeApi>, authProvider: AuthProvider = identity) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AdminContext
        dataProvider={api as unknown as DataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <LocationProbe />
        <Routes>
          <Route path="/Vinculos" element={<VinculoList />} />
          <Route path="/Vinculos/:id/*" element={<VinculoDetail />} />
          <Route path="/access-denied" element={<p>Acesso negado</p>} />
        </Routes>
        <Toaster />
      </AdminContext>
    </MemoryRouter>,
  );
}

const toast = (...texts: string[]) =>
  waitFor(() => {
    // A toast that arrives while a dialog is open sits outside it, hidden from the accessibility tree.
    const alerts = screen.getAllByRole('alert', { hidden: true }).filter((alert) => texts.every((text) => alert.textContent?.includes(text)));
    expect(alerts.length).toBeGreaterThan(0);
  });

describe('/Vinculos', () => {
  const users = [
    { id: 7, full_name: 'Paula Parceira', email: 'paula@example.com', role: 5, is_active: true, person_id: null, links_count: 2 },
    { id: 8, full_name: null, email: 'ivo@example.com', role: 6, is_active: false, person_id: null, links_count: 0 },
  ];

  it('lists the users with their role and status; a row opens their vínculos', async () => {
    const api = fakeApi({ users });
    renderAt('/Vinculos?query=example', api);
    expect(await screen.findByRole('heading', { name: 'Gerenciador de vínculos' })).toBeTruthy();
    await screen.findByText('Paula Parceira');
    for (const column of ['Nome Completo', 'Email', 'Função', 'Status']) {
      expect(screen.getByRole('columnheader', { name: column })).toBeTruthy();
    }
    expect(screen.getByPlaceholderText('Buscar por nome ou email...')).toHaveProperty('value', 'example');
    expect(api.getList).toHaveBeenLastCalledWith(
      'Vinculos',
      expect.objectContaining({ pagination: { page: 1, perPage: 10 }, filter: { query: 'example' } }),
    );
    const ivo = within(screen.getByText('ivo@example.com').closest('tr')!);
    expect(ivo.getByText('Indicador')).toBeTruthy();
    expect(ivo.getByText('Inativo')).toBeTruthy();
    expect(screen.getByText('Mostrando 2 de 2 vínculos')).toBeTruthy();

    fireEvent.click(screen.getByText('Paula Parceira'));
    await waitFor(() => expect(location).toBe('/Vinculos/7'));
  });

  it('says it is loading, then that the list could not load', async () => {
    let fail: (error: unknown) => void = () => undefined;
    const api = fakeApi();
    api.getList.mockImplementation(() => new Promise((_, reject) => (fail = reject)));
    renderAt('/Vinculos', api);
    expect(await screen.findByText('Carregando vínculos...')).toBeTruthy();
    await waitFor(() => expect(api.getList).toHaveBeenCalled());
    fail(new ApiError('Algo deu errado', 500, null, '/api/v1/userPersonsLinks/details', 'Internal Server Error'));
    // The error toast, and the table saying it where the rows would be.
    await waitFor(() => {
      const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
      expect(alerts).toContain('Erro ao carregar vínculos');
      expect(alerts.some((text) => text?.includes('Algo deu errado!') && text.includes('Erro ao carregar vínculos'))).toBe(true);
    });
  });

  it('sends a role without vinculos.list to the access-denied page', async () => {
    const api = fakeApi({ users });
    renderAt('/Vinculos', api, signedInAs({ id: 7, role: UserRole.Partner }));
    expect(await screen.findByText('Acesso negado')).toBeTruthy();
    expect(api.getList).not.toHaveBeenCalled();
  });
});

describe('/Vinculos/{id}', () => {
  it('names the partner and lists its persons with the URL params', async () => {
    const api = fakeApi();
    renderAt('/Vinculos/7?page=abc&query=silva&person_type=2', api);
    expect(await screen.findByRole('heading', { name: 'Parceiro: Paula Parceira' })).toBeTruthy();
    expect(screen.getByText(/ID do usuário: 7/)).toBeTruthy();
    expect(api.getList).toHaveBeenLastCalledWith(
      'userPersons',
      expect.objectContaining({ pagination: { page: 1, perPage: 10 }, filter: { query: 'silva', person_type: 2, user_id: 7 } }),
    );
    for (const column of ['Nome', 'Tipo', 'Papel', 'Status']) {
      expect(screen.getByRole('columnheader', { name: column })).toBeTruthy();
    }
    const row = within(screen.getByText('Alfa Ltda').closest('tr')!);
    expect(row.getByText('11.222.333/0001-81')).toBeTruthy();
    expect(row.getByText('Pessoa Jurídica')).toBeTruthy();
    expect(row.getByText('Parceiro')).toBeTruthy();
    expect(row.getByText('Inativo')).toBeTruthy();
    expect(screen.getByText('Mostrando 2 de 2 vínculos')).toBeTruthy();
  });

  it("sorts by the Nome header, keeping the sort in the URL", async () => {
    const api = fakeApi();
    renderAt('/Vinculos/7', api);
    await screen.findByText('Maria Cliente');
    fireEvent.click(within(screen.getByRole('columnheader', { name: 'Nome' })).getByRole('button'));
    await waitFor(() =>
      expect(api.getList).toHaveBeenLastCalledWith('userPersons', expect.objectContaining({ sort: { field: 'name', order: 'ASC' } })),
    );
    expect(location).toContain('sort=name');
  });

  it('searches on Enter or Buscar, not while typing, and Limpar clears', async () => {
    const api = fakeApi();
    renderAt('/Vinculos/7', api);
    await screen.findByText('Maria Cliente');
    const box = screen.getByPlaceholderText('Buscar por nome, documento ou nome fantasia...');
    // Any search a timer would start after typing (a debounce) runs now, on the mocked clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(box, { target: { value: 'maria' } });
      act(() => vi.advanceTimersByTime(5_000));
    } finally {
      vi.useRealTimers();
    }
    expect(location).toBe('/Vinculos/7');
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(location).toBe('/Vinculos/7?query=maria'));
    fireEvent.change(box, { target: { value: '529.982' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(location).toBe('/Vinculos/7?query=529.982'));
    fireEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    await waitFor(() => expect(location).toBe('/Vinculos/7'));
    expect(box).toHaveProperty('value', '');
  });

  it('shows the search the URL holds when it changes from elsewhere (a link)', async () => {
    const api = fakeApi();
    renderAt('/Vinculos/7', api);
    await screen.findByText('Maria Cliente');
    const box = screen.getByPlaceholderText('Buscar por nome, documento ou nome fantasia...');
    fireEvent.change(box, { target: { value: 'maria' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(location).toBe('/Vinculos/7?query=maria'));
    act(() => void navigate('/Vinculos/7?query=paula'));
    await waitFor(() => expect(box).toHaveProperty('value', 'paula'));
  });

  it('says it is loading the user’s vínculos', async () => {
    const api = fakeApi();
    api.getList.mockImplementation(() => new Promise(() => undefined));
    renderAt('/Vinculos/7', api);
    expect(await screen.findByText('Carregando vínculos do usuário...')).toBeTruthy();
  });

  it('removes a link after a warning that it cannot be undone', async () => {
    const api = fakeApi();
    renderAt('/Vinculos/7', api);
    await screen.findByText('Maria Cliente');
    fireEvent.click(screen.getByRole('button', { name: 'Remover vínculo com Maria Cliente' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Esta ação não pode ser desfeita')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Remover' }));
    await waitFor(() =>
      expect(api.delete).toHaveBeenCalledWith('userPersons', expect.objectContaining({ id: 1, previousData: { id: 1, user_id: 7, person_id: 1 } })),
    );
    await toast('Sucesso!', 'Vínculo removido com sucesso');
  });
});

describe('creating a link', () => {
  const openDialog = async (api: ReturnType<typeof fakeApi>) => {
    renderAt('/Vinculos/7', api);
    await screen.findByRole('heading', { name: 'Parceiro: Paula Parceira' });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar Vínculo' }));
    return within(await screen.findByRole('dialog'));
  };
  const searchFor = (dialog: ReturnType<typeof within>, text: string) => {
    const field = dialog.getByLabelText('Buscar pessoa');
    fireEvent.change(field, { target: { value: text } });
    fireEvent.keyDown(field, { key: 'Enter' });
  };

  it('asks for a search text and for a chosen person', async () => {
    const api = fakeApi();
    const dialog = await openDialog(api);
    fireEvent.click(dialog.getByRole('button', { name: 'Buscar' }));
    expect(await dialog.findByText('Campo cliente esta vazio!')).toBeTruthy();
    expect(api.getList).not.toHaveBeenCalledWith('personSearch', expect.anything());

    fireEvent.click(dialog.getByRole('button', { name: 'Criar Vínculo' }));
    expect(await dialog.findByText('Busque e selecione uma pessoa.')).toBeTruthy();
    expect(api.createLink).not.toHaveBeenCalled();
  });

  it('searches on Enter, links the chosen person and says so', async () => {
    const api = fakeApi({ linked: [] });
    const dialog = await openDialog(api);
    searchFor(dialog, '  alfa ');
    fireEvent.click(await dialog.findByRole('radio', { name: /Alfa Ltda/ }));
    expect(api.getList).toHaveBeenCalledWith('personSearch', expect.objectContaining({ filter: { q: 'alfa' } }));
    // Enter searched; it did not send the form.
    expect(api.createLink).not.toHaveBeenCalled();

    fireEvent.click(dialog.getByRole('button', { name: 'Criar Vínculo' }));
    await waitFor(() => expect(api.createLink).toHaveBeenCalledWith({ user_id: 7, person_id: 2, created_by_id: 3 }));
    await toast('Sucesso!', 'Vínculo criado com sucesso.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says the search failed', async () => {
    const api = fakeApi({ found: new ApiError('Algo deu errado', 500, null, '/api/v1/persons/search/x', 'Internal Server Error') });
    const dialog = await openDialog(api);
    searchFor(dialog, 'maria');
    await toast('Algo deu errado!', 'Erro ao buscar clientes.');
    expect(dialog.queryByRole('radio')).toBeNull();
  });

  it('shows the server’s reason when the link is refused, else a fallback', async () => {
    const conflict = new ApiError('Vínculo já existe', 409, { detail: 'Vínculo já existe' }, '/api/v1/userPersonsLinks/', 'Conflict');
    const broken = new ApiError('Algo deu errado', 502, null, '/api/v1/userPersonsLinks/', 'Bad Gateway');
    const api = fakeApi({
      createLink: vi.fn().mockRejectedValueOnce(conflict).mockRejectedValueOnce(broken),
    });
    const dialog = await openDialog(api);
    searchFor(dialog, 'maria');
    fireEvent.click(await dialog.findByRole('radio', { name: /Maria Cliente/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Criar Vínculo' }));
    await toast('Algo deu errado!', 'Vínculo já existe');

    fireEvent.click(dialog.getByRole('button', { name: 'Criar Vínculo' }));
    await toast('Algo deu errado!', 'Erro ao criar vínculo');
    // Still open, with the person still chosen, to try again.
    expect(dialog.getByRole('radio', { name: /Maria Cliente/ })).toHaveProperty('checked', true);
  });
});
