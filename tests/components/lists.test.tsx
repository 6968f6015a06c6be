// The lists' added columns and inline edit over a fake API: 'Colunas' offers the declared columns hidden
// by default (an opportunity's executive, partner and creation day; a person's city, phone, e-mail,
// creation day and number of opportunities), a person's computed ones are asked of the API only once
// shown, a saved view keeps the columns shown in their order; an opportunity's stage, executive and
// revenue are edited in the row (Enter saves through the same PATCH, Esc cancels, 'Desfazer' restores,
// a 422's message stays in the cell with what was typed).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { STAGE_ORDER, stageLabels } from '../../common/enums';
import { ApiError } from '../../src/dataProvider/httpClient';
import type { Oportunidade } from '../../src/dataProvider/oportunidades';
import { OportunidadeList } from '../helpers/oportunidadeList';
import { listPage } from '../helpers/listPage';
import { renderPortal, signedInAs } from '../helpers/renderPortal';

const slow = { timeout: 60_000 };

const stages = STAGE_ORDER.map((id) => ({ id, name: stageLabels[id] }));

const base: Oportunidade = {
  id: 5,
  titulo: 'Primeira',
  descricao: null,
  cliente_id: 1,
  parceiro_id: 2,
  cliente_nome: 'Maria Cliente',
  parceiro_nome: 'Alfa Parceira Ltda',
  executivo_vendas_id: 1,
  executivo_nome: 'Ana Admin',
  equipe_parceiro_id: null,
  tese: 1,
  estagio: 12,
  honorarios: null,
  receita_esperada: 15000.5,
  status_resultado: 1,
  motivo_perda: null,
  odoo_id: null,
  id_externo: null,
  created_at: '2024-03-05T15:00:00Z',
  data_prevista_fechamento: null,
  probabilidade: 90,
  probabilidade_propria: false,
  tags: [],
} as Oportunidade;

type Params = { filter?: Record<string, unknown> };

function fakeApi(update: (data: Record<string, unknown>) => Promise<unknown> = async (data) => ({ data: { ...base, ...data } })) {
  return {
    getList: vi.fn(async (resource: string, params: Params) => {
      if (resource === 'oportunidades') return { data: [base], total: 1 };
      if (resource === 'oportunidadeEnums') return params.filter?.kind === 'estagios' ? { data: stages, total: stages.length } : { data: [], total: 0 };
      if (resource === 'users') return { data: [{ id: 1, full_name: 'Ana Admin', email: 'ana@example.com' }, { id: 7, full_name: 'Bruno Vendas', email: 'b@example.com' }], total: 2 };
      if (resource === 'pessoas') {
        const asked = String(params.filter?.columns ?? '');
        const person = { id: 3, name: 'Carla Cliente', document: '52998224725', person_type: 1, role: 1, is_active: true, created_at: '2024-01-02T12:00:00Z' };
        return { data: [{ ...person, ...(asked.includes('city') && { city: 'Recife' }), ...(asked.includes('oportunidades_count') && { oportunidades_count: 4 }) }], total: 1 };
      }
      return { data: [], total: 0 };
    }),
    getOne: vi.fn(),
    update: vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => update(data)),
    getViews: vi.fn(async () => [] as unknown[]),
    saveView: vi.fn(async (view: object) => ({ id: 1, created_at: '2024-01-01T00:00:00Z', ...view })),
  };
}

const admin = signedInAs({ id: 1, role: 1, is_superuser: true, full_name: 'Ana Admin' });

function open(element: ReactElement, resource: string, path: string, api = fakeApi()) {
  renderPortal(<ResourceContextProvider value={resource}>{element}</ResourceContextProvider>, {
    url: path,
    path,
    dataProvider: api,
    authProvider: admin,
  });
  return api;
}
const openOportunidades = (api = fakeApi()) => open(<OportunidadeList />, 'oportunidades', '/oportunidades/oportunidades', api);

/** Opens 'Colunas' and turns the column's switch. */
async function toggleColumn(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('button', { name: 'Colunas' }));
  const chooser = await screen.findByRole('list', { name: 'Colunas' });
  await user.click(within(chooser).getByLabelText(label));
  await user.keyboard('{Escape}');
}

describe("'Colunas'", slow, () => {
  it("offers an opportunity's executive, partner and creation day, hidden until added", async () => {
    const user = userEvent.setup();
    openOportunidades();
    await screen.findByText('Primeira');
    expect(screen.queryByRole('columnheader', { name: 'Executivo de vendas' })).toBeNull();
    expect(screen.queryByText('Alfa Parceira Ltda')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Colunas' }));
    const chooser = await screen.findByRole('list', { name: 'Colunas' });
    for (const label of ['Executivo de vendas', 'Parceiro', 'Criado em']) {
      expect((within(chooser).getByLabelText(label) as HTMLInputElement).checked).toBe(false);
    }
    await user.click(within(chooser).getByLabelText('Parceiro'));
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('columnheader', { name: 'Parceiro' })).toBeTruthy();
    expect(screen.getByText('Alfa Parceira Ltda')).toBeTruthy();
  });

  it("asks the API for a person's computed columns only once shown", async () => {
    const user = userEvent.setup();
    const api = open(listPage('pessoas'), 'pessoas', '/pessoas');
    await screen.findByText('Carla Cliente');
    expect(api.getList.mock.calls.filter(([resource]) => resource === 'pessoas').every(([, params]) => !params.filter?.columns)).toBe(true);
    await toggleColumn(user, 'Cidade');
    expect(await screen.findByText('Recife')).toBeTruthy();
    expect(api.getList).toHaveBeenLastCalledWith('pessoas', expect.objectContaining({ filter: expect.objectContaining({ columns: 'city' }) }));
    await toggleColumn(user, 'Oportunidades');
    expect(await screen.findByRole('columnheader', { name: 'Oportunidades' })).toBeTruthy();
    expect(await screen.findByText('4')).toBeTruthy();
    expect(api.getList).toHaveBeenLastCalledWith('pessoas', expect.objectContaining({ filter: expect.objectContaining({ columns: 'city,oportunidades_count' }) }));
  });

  it('saves the columns shown, the added ones included, in their order', async () => {
    const user = userEvent.setup();
    const api = openOportunidades();
    await screen.findByText('Primeira');
    await toggleColumn(user, 'Executivo de vendas');
    await screen.findByRole('columnheader', { name: 'Executivo de vendas' });
    await user.click(screen.getByRole('button', { name: 'Visualizações' }));
    const dialog = await screen.findByRole('dialog', { name: 'Visualizações' });
    await user.type(within(dialog).getByLabelText('Salvar visualização atual como'), 'Com executivo');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.saveView).toHaveBeenCalled());
    // Focus stays in the dialog while 'Salvar' is disabled, so Escape still closes it.
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Salvar visualização atual como'));
    const { params } = api.saveView.mock.calls[0][0] as { params: { columns: string[]; hidden_columns: string[] } };
    expect(params.columns).toEqual(expect.arrayContaining(['titulo', 'estagio', 'receita_esperada', 'executivo_vendas_id']));
    expect(params.columns.indexOf('executivo_vendas_id')).toBeGreaterThan(params.columns.indexOf('receita_esperada'));
    expect(params.columns).not.toContain('parceiro_id');
    expect(params.hidden_columns).toEqual(expect.arrayContaining(['parceiro_id', 'created_at']));
  });

  it('opens a saved view with its added columns in its order', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    const view = { id: 9, resource: 'oportunidades', name: 'Parceiro primeiro', created_at: '2024-01-01T00:00:00Z', params: { search: {}, hidden_columns: [], columns: ['parceiro_id', 'titulo', 'Ações'] } };
    api.getViews.mockResolvedValue([view]);
    openOportunidades(api);
    await screen.findByText('Primeira');
    await user.click(screen.getByRole('button', { name: 'Visualizações' }));
    await user.click(await screen.findByRole('button', { name: 'Parceiro primeiro' }));
    await screen.findByRole('columnheader', { name: 'Parceiro' });
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers.filter(Boolean)).toEqual(['Parceiro', 'Título', 'Ações']);
  });
});

/** The cell's button, once the list and the user's rights have loaded. */
const cellButton = async (name: RegExp) => {
  await screen.findByText('Primeira', {}, { timeout: 10_000 });
  return screen.findByRole('button', { name }, { timeout: 10_000 });
};

describe('inline edit', slow, () => {
  it("saves a stage on Enter through the record's PATCH, and 'Desfazer' sends the previous one back", async () => {
    const user = userEvent.setup();
    const api = openOportunidades();
    await user.click(await cellButton(/^Editar Estágio de Primeira: Lead/));
    const input = screen.getByRole('combobox', { name: 'Estágio de Primeira' });
    const other = stages.find((stage) => stage.id !== base.estagio)!;
    await user.selectOptions(input, String(other.id));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.update).toHaveBeenCalledWith('oportunidades', expect.objectContaining({ id: 5, data: { estagio: other.id } })));
    expect(await screen.findByText('Alteração salva: Estágio de Primeira')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Desfazer' }));
    await waitFor(() => expect(api.update).toHaveBeenLastCalledWith('oportunidades', expect.objectContaining({ data: { estagio: 12 } })));
    expect(await screen.findByText('Alteração desfeita: Estágio de Primeira')).toBeTruthy();
  });

  it('leaves the value as it was on Esc, and sends nothing', async () => {
    const user = userEvent.setup();
    const api = openOportunidades();
    await screen.findByText('Primeira');
    await toggleColumn(user, 'Executivo de vendas');
    await user.click(await cellButton(/^Editar Executivo de vendas de Primeira/));
    const input = screen.getByRole('combobox', { name: 'Executivo de vendas de Primeira' });
    await user.selectOptions(input, '7');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox', { name: 'Executivo de vendas de Primeira' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: /^Editar Executivo de vendas de Primeira: Ana Admin/ })).toBe(document.activeElement));
    expect(api.update).not.toHaveBeenCalled();
  });

  it("shows a 422's Portuguese message in the cell and keeps what was typed", async () => {
    const user = userEvent.setup();
    const refused = new ApiError('Receita esperada não pode ser negativa', 422, { detail: [{ loc: ['body', 'receita_esperada'], msg: 'Receita esperada não pode ser negativa' }] }, '/api/v1/oportunidades/5', 'Unprocessable Entity');
    const api = openOportunidades(fakeApi(async () => Promise.reject(refused)));
    await user.click(await cellButton(/^Editar Receita Esperada de Primeira/));
    const input = screen.getByRole('textbox', { name: 'Receita Esperada de Primeira' });
    await user.clear(input);
    await user.type(input, '2.500,75{Enter}');
    await waitFor(() => expect(api.update).toHaveBeenCalledWith('oportunidades', expect.objectContaining({ data: { receita_esperada: 2500.75 } })));
    expect(await screen.findByText('Receita esperada não pode ser negativa')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Receita Esperada de Primeira' }) as HTMLInputElement).value).toBe('2.500,75');
  });

  it('reads an amount the Brazilian way and refuses one it cannot read without asking the API', async () => {
    const user = userEvent.setup();
    const api = openOportunidades();
    await user.click(await cellButton(/^Editar Receita Esperada de Primeira/));
    const input = screen.getByRole('textbox', { name: 'Receita Esperada de Primeira' });
    await user.clear(input);
    await user.type(input, '12,345{Enter}');
    expect(await screen.findByText('Use no máximo 2 casas decimais.')).toBeTruthy();
    expect(api.update).not.toHaveBeenCalled();
  });
});

describe('inline edit of the forecast', slow, () => {
  it("takes the expected closing day typed dd/mm/aaaa and sends it as the API's day", async () => {
    const user = userEvent.setup();
    const api = openOportunidades();
    await screen.findByText('Primeira');
    await toggleColumn(user, 'Fechamento previsto');
    await user.click(await cellButton(/^Editar Fechamento previsto de Primeira/));
    const input = screen.getByRole('textbox', { name: 'Fechamento previsto de Primeira' });
    await user.type(input, '31/12/2026{Enter}');
    await waitFor(() => expect(api.update).toHaveBeenCalledWith('oportunidades', expect.objectContaining({ data: { data_prevista_fechamento: '2026-12-31' } })));
  });

  it('takes a probability as a whole number', async () => {
    const user = userEvent.setup();
    const api = openOportunidades();
    await screen.findByText('Primeira');
    await toggleColumn(user, 'Probabilidade (%)');
    await user.click(await cellButton(/^Editar Probabilidade \(%\) de Primeira/));
    const input = screen.getByRole('textbox', { name: 'Probabilidade (%) de Primeira' });
    await user.clear(input);
    await user.type(input, '35{Enter}');
    await waitFor(() => expect(api.update).toHaveBeenCalledWith('oportunidades', expect.objectContaining({ data: { probabilidade: 35 } })));
  });
});
