// The shared list machinery (src/ui/list): URL <-> filters and page, the debounced search box,
// select filters, 'Limpar Filtros', empty states, footer, and the export of the filter or the selection.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, DataTable, memoryStore, useListContext, type DataProvider, type GetListParams } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BulkSelectionToolbar,
  ClearFiltersButton,
  ListEmpty,
  ListExportButton,
  ListFooter,
  ListSearch,
  ListSelectFilter,
  ListStatusFilter,
  UrlListBase,
  parseListLocation,
  writeListLocation,
  type FilterSpec,
} from '../../src/ui/list';
import { dataProvider } from '../../src/dataProvider';
import { i18nProvider } from '../../src/i18n';
import { stubFetch } from '../helpers/fetchStub';

const spec = { query: 'text', kind: 'number', is_active: 'boolean' } satisfies FilterSpec;
const rows = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: `Registro ${i + 1}` }));

function fakeProvider(records = rows) {
  const getList = vi.fn(async (_resource: string, params: GetListParams) => {
    const { page, perPage } = params.pagination!;
    const matches = records.filter((r) => !params.filter.query || r.name.includes(params.filter.query));
    return { data: matches.slice((page - 1) * perPage, page * perPage), total: matches.length };
  });
  return { getList, provider: { getList } as unknown as DataProvider };
}

let location = '';
const LocationProbe = () => {
  const current = useLocation();
  location = `${current.pathname}${current.search}`;
  return null;
};
const searchOf = () => new URLSearchParams(location.split('?')[1] ?? '');

/** A bulk action that shows which rows it would act on. */
const SelectionProbe = () => <output aria-label="Selecionados">{useListContext().selectedIds.join(',')}</output>;

function renderList(url: string, provider: DataProvider, { bulk = false, sortable = [] as string[] } = {}) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AdminContext dataProvider={provider} i18nProvider={i18nProvider} store={memoryStore()}>
        <LocationProbe />
        <UrlListBase resource="things" filters={spec} perPage={10} sortable={sortable} disableAuthentication>
          <ListSearch placeholder="Buscar coisas..." />
          <ListSelectFilter source="kind" label="Tipo" allLabel="Todos os tipos" choices={[{ id: 1, name: 'Um' }, { id: 2, name: 'Dois' }]} />
          <ListStatusFilter />
          <ClearFiltersButton />
          <DataTable
            bulkActionButtons={bulk ? <SelectionProbe /> : false}
            empty={<ListEmpty filtered={{ title: 'Nada encontrado', text: 'Mude os filtros' }} empty={{ title: 'Nada cadastrado' }} />}
          >
            <DataTable.Col source="name" label="Nome" />
          </DataTable>
          <ListFooter noun="coisas" />
        </UrlListBase>
      </AdminContext>
    </MemoryRouter>,
  );
}

const lastParams = (getList: ReturnType<typeof fakeProvider>['getList']) => getList.mock.calls.at(-1)![1];

afterEach(() => vi.useRealTimers());

describe('search params', () => {
  it('reads the flat params, dropping what does not parse', () => {
    const read = (search: string) => parseListLocation(new URLSearchParams(search), spec);
    expect(read('page=2&query=silva&kind=1&is_active=true')).toEqual({
      page: 2,
      filter: { query: 'silva', kind: 1, is_active: true },
    });
    expect(read('page=abc&kind=x&is_active=talvez&other=1')).toEqual({ page: 1, filter: {} });
    expect(read('page=0').page).toBe(1);
    expect(read('page=-3').page).toBe(1);
    // Old links: react-admin's JSON filter and the quoted strings of the original portal.
    expect(read('filter=%7B%22q%22%3A%22ana%22%2C%22kind%22%3A2%7D').filter).toEqual({ query: 'ana', kind: 2 });
    expect(read('query=%2212345%22&page=%223%22')).toEqual({ page: 3, filter: { query: '12345' } });
  });

  it('reads days as YYYY-MM-DD and amounts with a decimal point, dropping anything else', () => {
    const amounts = { from: 'day', min: 'amount' } satisfies FilterSpec;
    const read = (search: string) => parseListLocation(new URLSearchParams(search), amounts).filter;
    expect(read('from=2026-03-01&min=250000.5')).toEqual({ from: '2026-03-01', min: '250000.5' });
    expect(read('from=01/03/2026&min=250.000,00')).toEqual({});
    expect(read('from=2026-3-1&min=-5')).toEqual({});
  });

  it('writes only set values, page 1 left out, other params kept', () => {
    const written = writeListLocation(new URLSearchParams('tab=2&page=4&query=x'), spec, {
      page: 1,
      filter: { kind: 2, is_active: false, query: '' },
    });
    expect(written.toString()).toBe('tab=2&kind=2&is_active=false');
  });
});

describe('a list on the machinery', () => {
  it('sends the URL filters and page to the API and shows them in the controls', async () => {
    const { getList, provider } = fakeProvider();
    renderList('/things?page=2&query=Registro&kind=1&is_active=true', provider);
    await waitFor(() => expect(getList).toHaveBeenCalled());
    expect(lastParams(getList)).toMatchObject({
      pagination: { page: 2, perPage: 10 },
      filter: { query: 'Registro', kind: 1, is_active: true },
    });
    expect(screen.getByRole('searchbox', { name: 'Buscar coisas...' })).toHaveProperty('value', 'Registro');
    expect(screen.getByRole('combobox', { name: /Tipo/ }).textContent).toBe('Um');
    expect(screen.getByRole('combobox', { name: /Status/ }).textContent).toBe('Ativo');
    expect(screen.getByRole('button', { name: 'Limpar Filtros' })).toBeTruthy();
  });

  it("asks only for the URL's page, and shows the last page for a page past the end", async () => {
    const { getList, provider } = fakeProvider();
    const { unmount } = renderList('/things?page=2&sort=name&order=desc', provider, { sortable: ['name'] });
    await screen.findByText('Registro 11');
    expect(getList).toHaveBeenCalledOnce();
    expect(getList.mock.calls[0][1]).toMatchObject({ pagination: { page: 2, perPage: 10 }, sort: { field: 'name', order: 'DESC' } });
    unmount();
    getList.mockClear();
    renderList('/things?page=9', provider);
    await screen.findByText('Registro 21', {}, { timeout: 3000 });
    expect(searchOf().get('page')).toBe('3');
    expect(getList.mock.calls.map(([, params]) => params.pagination?.page)).toEqual([9, 3]);
  });

  it('falls back to page 1 on a bad page and hides Limpar Filtros without filters', async () => {
    const { getList, provider } = fakeProvider();
    renderList('/things?page=dois', provider);
    await screen.findByText('Registro 1');
    expect(lastParams(getList).pagination?.page).toBe(1);
    expect(screen.queryByRole('button', { name: 'Limpar Filtros' })).toBeNull();
    expect(screen.getByText('Mostrando 10 de 25 coisas')).toBeTruthy();
  });

  it('applies the search 500 ms after typing stops, on page 1', async () => {
    const { getList, provider } = fakeProvider();
    renderList('/things?page=3', provider);
    await screen.findByText('Registro 21');
    vi.useFakeTimers();
    const box = screen.getByRole('searchbox', { name: 'Buscar coisas...' });
    fireEvent.change(box, { target: { value: 'Registro 1' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(box, { target: { value: 'Registro 2' } });
    act(() => vi.advanceTimersByTime(499));
    expect(searchOf().get('query')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(searchOf().get('query')).toBe('Registro 2');
    expect(searchOf().get('page')).toBeNull();
    // react-admin's controller takes the new page on the next tick: that timer is faked too.
    act(() => vi.advanceTimersByTime(0));
    vi.useRealTimers();
    await waitFor(() => expect(lastParams(getList).filter).toEqual({ query: 'Registro 2' }));
    expect(lastParams(getList).pagination?.page).toBe(1);
  });

  it('sets a select filter, and Limpar Filtros clears every filter and the search box', async () => {
    const { provider } = fakeProvider();
    renderList('/things?page=2&query=Registro', provider);
    await screen.findByText('Registro 11');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Tipo/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Dois' }));
    await waitFor(() => expect(searchOf().get('kind')).toBe('2'));
    expect(searchOf().get('page')).toBeNull();
    expect(searchOf().get('query')).toBe('Registro');

    fireEvent.click(screen.getByRole('button', { name: 'Limpar Filtros' }));
    await waitFor(() => expect(location).toBe('/things'));
    expect(screen.getByRole('searchbox', { name: 'Buscar coisas...' })).toHaveProperty('value', '');
    expect(screen.queryByRole('button', { name: 'Limpar Filtros' })).toBeNull();
  });

  it('moves between pages from the footer', async () => {
    const { provider } = fakeProvider();
    renderList('/things', provider);
    await screen.findByText('Registro 1');
    fireEvent.click(screen.getByRole('button', { name: 'Ir para a página 3' }));
    await screen.findByText('Registro 21');
    expect(searchOf().get('page')).toBe('3');
    expect(screen.getByText('Mostrando 5 de 25 coisas')).toBeTruthy();
  });

  it('keeps the selection for what is on screen only: a filter or page change clears it', async () => {
    const { provider } = fakeProvider();
    renderList('/things', provider, { bulk: true });
    await screen.findByText('Registro 1');
    const tick = (name: string) =>
      fireEvent.click(within(screen.getByText(name).closest('tr')!).getByRole('checkbox'));
    const selected = () => screen.queryByRole('status', { name: 'Selecionados' })?.textContent ?? '';
    tick('Registro 2');
    tick('Registro 3');
    await waitFor(() => expect(selected()).toBe('2,3'));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Tipo/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Dois' }));
    await waitFor(() => expect(searchOf().get('kind')).toBe('2'));
    await waitFor(() => expect(selected()).toBe(''));
    // Back to the same filters, the old selection does not come back either.
    fireEvent.click(screen.getByRole('button', { name: 'Limpar Filtros' }));
    await waitFor(() => expect(location).toBe('/things'));
    expect(selected()).toBe('');

    tick('Registro 4');
    await waitFor(() => expect(selected()).toBe('4'));
    fireEvent.click(screen.getByRole('button', { name: 'Ir para a página 2' }));
    await screen.findByText('Registro 11');
    expect(selected()).toBe('');
    expect(screen.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
  });

  it('sorts by a sortable column header, in the URL, and back to page 1', async () => {
    const { getList, provider } = fakeProvider();
    renderList('/things?page=2&query=Registro', provider, { sortable: ['name'] });
    await screen.findByText('Registro 11');
    fireEvent.click(screen.getByRole('button', { name: /nome/i }));
    await waitFor(() => expect(searchOf().get('sort')).toBe('name'));
    expect(searchOf().get('order')).toBe('asc');
    expect(searchOf().get('page')).toBeNull();
    expect(searchOf().get('query')).toBe('Registro');
    await waitFor(() => expect(lastParams(getList).sort).toEqual({ field: 'name', order: 'ASC' }));
    fireEvent.click(screen.getByRole('button', { name: /nome/i }));
    await waitFor(() => expect(searchOf().get('order')).toBe('desc'));
    await waitFor(() => expect(lastParams(getList).sort).toEqual({ field: 'name', order: 'DESC' }));
  });

  it('reads only a sortable field from the URL, and has plain headers without any', async () => {
    const { getList, provider } = fakeProvider();
    const { unmount } = renderList('/things?sort=secret&order=desc', provider, { sortable: ['name'] });
    await screen.findByText('Registro 1');
    expect(lastParams(getList).sort).toEqual({ field: '', order: 'ASC' });
    unmount();
    renderList('/things?sort=name', provider);
    await screen.findByText('Registro 1');
    expect(screen.queryByRole('button', { name: /nome/i })).toBeNull();
  });

  it('offers the page sizes, the list\'s own first, in the URL', async () => {
    const { getList, provider } = fakeProvider();
    renderList('/things?page=2', provider);
    await screen.findByText('Registro 11');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Itens por página' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['10', '25', '50', '100']);
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: '25' }));
    await waitFor(() => expect(searchOf().get('per_page')).toBe('25'));
    expect(searchOf().get('page')).toBeNull();
    await screen.findByText('Registro 25');
    expect(lastParams(getList).pagination).toEqual({ page: 1, perPage: 25 });
    expect(screen.getByText('Mostrando 25 de 25 coisas')).toBeTruthy();
  });

  it('says why the list is empty: filters, or nothing yet', async () => {
    const filtered = fakeProvider();
    const { unmount } = renderList('/things?query=zzz', filtered.provider);
    expect(await screen.findByText('Nada encontrado')).toBeTruthy();
    expect(screen.getByText('Mude os filtros')).toBeTruthy();
    unmount();
    renderList('/things', fakeProvider([]).provider);
    expect(await screen.findByText('Nada cadastrado')).toBeTruthy();
  });
});

describe('export', () => {
  const nouns = { one: 'coisa', many: 'coisas', feminine: true };
  /** Through the portal's own dataProvider, so the list's GET and the export are both real requests. */
  function renderExportList(api: ReturnType<typeof stubFetch>) {
    api.reply({ body: { data: rows.slice(0, 10), count: rows.length } });
    render(
      <MemoryRouter initialEntries={['/pessoas?query=Registro&is_active=true']}>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
          <UrlListBase resource="pessoas" filters={spec} filter={{ role: 2 }} perPage={10} disableAuthentication>
            <ListExportButton fileBase="coisas" />
            <DataTable bulkActionsToolbar={<BulkSelectionToolbar nouns={nouns}><SelectionProbe /></BulkSelectionToolbar>}>
              <DataTable.Col source="name" label="Nome" />
            </DataTable>
          </UrlListBase>
        </AdminContext>
      </MemoryRouter>,
    );
  }

  const listRequest = '/api/v1/persons?skip=0&limit=10&query=Registro&is_active=true&role=2';
  const wholeFilter = '/api/v1/persons/export?query=Registro&is_active=true&role=2&format=csv';

  const openExportMenu = () => {
    fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    return screen.getByRole('menu');
  };

  /** The URL the export asked for, after the list's own GET. */
  async function exportAs(api: ReturnType<typeof stubFetch>, choice: string, menu = openExportMenu()) {
    fireEvent.click(within(menu).getByRole('menuitem', { name: choice }));
    await waitFor(() => expect(api.calls).toHaveLength(2));
    return api.last().url;
  }

  const tick = (name: string) => fireEvent.click(within(screen.getByText(name).closest('tr')!).getByRole('checkbox'));

  beforeEach(() => {
    // jsdom has no object URLs nor downloads: the file is handed over and left there.
    URL.createObjectURL = () => 'blob:exportacao';
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("exports the list's whole filter, the one kept out of the URL included, when nothing is ticked", async () => {
    const api = stubFetch();
    renderExportList(api);
    await screen.findByText('Registro 1');
    expect(api.calls[0].url).toBe(listRequest);
    expect(await exportAs(api, 'CSV (Excel) de todos os resultados')).toBe(wholeFilter);
  });

  it('exports the rows ticked by hand by their ids', async () => {
    const api = stubFetch();
    renderExportList(api);
    await screen.findByText('Registro 1');
    tick('Registro 2');
    tick('Registro 3');
    await screen.findByText('2 selecionadas');
    expect(await exportAs(api, 'CSV dos 2 selecionados')).toBe('/api/v1/persons/export?ids=2%2C3&format=csv');
  });

  it('exports the whole filter, not the ids on screen, once every result is selected', async () => {
    const api = stubFetch();
    renderExportList(api);
    await screen.findByText('Registro 1');
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Selecionar tudo' })[0]);
    fireEvent.click(await screen.findByRole('button', { name: 'Selecionar todos os 25 resultados' }));
    await screen.findByText('25 selecionadas (todos os resultados)');
    const menu = openExportMenu();
    expect(within(menu).queryByRole('menuitem', { name: /selecionados/ })).toBeNull();
    expect(await exportAs(api, 'CSV (Excel) de todos os resultados', menu)).toBe(wholeFilter);
  });
});
