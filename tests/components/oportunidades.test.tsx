// /oportunidades/oportunidades and /oportunidades/{id} over a fake API: the list's columns, badges, tags
// '+N', client names and empty states; the add dialog's rules and errors; the detail page's actions by
// status, edit mode, the win and loss dialogs, cards and history.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, ResourceContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { STAGE_ORDER, stageLabels } from '../../common/enums';
import { IntegrationsStatusProvider } from '../../src/ui/integrations/IntegrationsStatus';
import { ApiError } from '../../src/dataProvider/httpClient';
import type { HistoryEntry, Oportunidade } from '../../src/dataProvider/oportunidades';
import { NO_PERSON, oportunidades } from '../../common/resources/oportunidades';
import oportunidadeParts from '../../src/features/oportunidades';
import { startValues } from '../../src/ui/kit/declaredForm';
import { editBody, recordEditResolver } from '../../src/ui/kit/recordEdit';
import OportunidadeDetail from '../../src/features/oportunidades/OportunidadeDetail';
import { createDialogOf } from '../helpers/formDialogs';
import { OportunidadeList } from '../helpers/oportunidadeList';
import { renderPortal, signedInAs } from '../helpers/renderPortal';
import { answersRendered } from '../helpers/settled';
import { fill } from '../helpers/typing';

const slow = { timeout: 60_000 };

const enums: Record<string, { id: number; name: string }[]> = {
  estagios: STAGE_ORDER.map((id) => ({ id, name: stageLabels[id] })),
  teses: [
    { id: 1, name: 'Exclusão do ICMS da base do PIS/COFINS' },
    { id: 2, name: 'INSS sobre verbas indenizatórias' },
  ],
  status: [
    { id: 1, name: 'Em Andamento' },
    { id: 2, name: 'Ganho' },
    { id: 3, name: 'Perdido' },
  ],
};

const persons = [
  { id: 1, name: 'Maria Cliente', document: '52998224725', role: 1 },
  { id: 2, name: 'Alfa Parceira Ltda', document: '11222333000181', role: 2 },
];

const tags = [
  { id: 1, name: 'Urgente', color: 'red' },
  { id: 2, name: 'VIP', color: 'purple' },
  { id: 3, name: 'Revisar', color: 'yellow' },
];

const base: Oportunidade = {
  id: 5,
  titulo: 'Exclusão do ICMS - Maria Cliente',
  descricao: 'Cliente com grande volume de notas.',
  cliente_id: 1,
  parceiro_id: 2,
  // The API names the client; partner 2 has no name to show.
  cliente_nome: 'Maria Cliente',
  parceiro_nome: null,
  executivo_vendas_id: null,
  equipe_parceiro_id: null,
  tese: 1,
  estagio: 12,
  honorarios: 12.5,
  receita_esperada: 15000.5,
  status_resultado: 1,
  motivo_perda: null,
  odoo_id: null,
  id_externo: 'EXT-77',
  created_at: '2024-03-05T15:00:00Z',
  data_prevista_fechamento: null,
  probabilidade: 5,
  probabilidade_propria: false,
  tags: [],
};

const history: HistoryEntry[] = [
  { id: 4, field: 'cliente_id', field_label: 'Cliente', old_value: '1', new_value: '77', old_label: 'Maria Cliente', new_label: null, user_id: 1, user_name: 'Ana Admin', created_at: '2024-03-06T14:00:00Z' },
  { id: 3, field: 'tag', field_label: 'Tags', old_value: null, new_value: 'Urgente', user_id: 1, user_name: 'Ana Admin', created_at: '2024-03-06T13:00:00Z' },
  { id: 2, field: 'estagio', field_label: 'Estágio', old_value: '12', new_value: '1', user_id: 1, user_name: 'Ana Admin', created_at: '2024-03-06T12:00:00Z' },
  { id: 1, field: 'criacao', field_label: 'Criação', old_value: null, new_value: base.titulo, user_id: 1, user_name: 'Ana Admin', created_at: '2024-03-05T15:00:00Z' },
];

type Params = { filter?: Record<string, unknown>; pagination?: { page: number; perPage: number } };

function fakeApi(options: { list?: Oportunidade[]; total?: number; sums?: Record<string, string>; oportunidade?: Oportunidade | Error; extra?: Record<string, unknown> } = {}) {
  const { list = [], oportunidade = base } = options;
  const answer = <T,>(data: T[], total = data.length) => ({ data, total });
  return {
    getList: vi.fn(async (resource: string, params: Params) => {
      switch (resource) {
        case 'oportunidades':
          return { ...answer(list, options.total), ...(options.sums && { meta: { sums: options.sums } }) };
        case 'oportunidadeEnums':
          return answer(enums[String(params.filter?.kind)]);
        case 'pessoas':
          return answer(persons);
        case 'personSearch':
          return answer(persons.filter((p) => p.name.toLowerCase().includes(String(params.filter?.q).toLowerCase())));
        case 'tags':
          return answer(tags);
        case 'oportunidadeHistorico':
          return answer(history);
        case 'users':
          return answer([{ id: 1, full_name: 'Ana Admin', email: 'ana@example.com' }]);
        default:
          return answer([]);
      }
    }),
    getOne: vi.fn(async (resource: string, { id }: { id: number }) => {
      if (resource === 'oportunidades') {
        if (oportunidade instanceof Error) throw oportunidade;
        return { data: oportunidade };
      }
      const person = persons.find((p) => p.id === id && p.role === 1);
      if (!person) throw new HttpError('Pessoa não encontrada', 404);
      return { data: { ...person, addresses: [], contacts: [] } };
    }),
    update: vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { ...(oportunidade as Oportunidade), ...data } })),
    markWon: vi.fn(async () => ({ ...base, status_resultado: 2, estagio: 11 })),
    markLost: vi.fn(async () => ({ ...base, status_resultado: 3 })),
    removeTag: vi.fn(async () => ({ data: [] })),
    createOportunidade: vi.fn(),
    ...options.extra,
  };
}

const admin = signedInAs({ id: 1, role: 1, is_superuser: true, full_name: 'Ana Admin', person_id: 2 } as never);

function openList(url: string, api = fakeApi()) {
  renderPortal(
    <ResourceContextProvider value="oportunidades">
      <OportunidadeList />
    </ResourceContextProvider>,
    { url, path: '/oportunidades/oportunidades', dataProvider: api, authProvider: admin },
  );
  return api;
}

const row = (title: string) => within(screen.getByText(title).closest('tr') as HTMLElement);

describe('/oportunidades/oportunidades', slow, () => {
  it('shows no Odoo column when the server has no Odoo configured', async () => {
    const api = { ...fakeApi({ list: [{ ...base, id: 1, titulo: 'Primeira', odoo_id: null }] }), integrationsStatus: vi.fn(async () => ({ odoo: false, receita: false, cep: false })) };
    renderPortal(
      <IntegrationsStatusProvider>
        <ResourceContextProvider value="oportunidades">
          <OportunidadeList />
        </ResourceContextProvider>
      </IntegrationsStatusProvider>,
      { url: '/oportunidades/oportunidades', path: '/oportunidades/oportunidades', dataProvider: api, authProvider: admin },
    );
    await screen.findByText('Primeira');
    await waitFor(() => expect(api.integrationsStatus).toHaveBeenCalled());
    for (const column of ['Título', 'Cliente', 'Estágio', 'Tags', 'Status', 'Receita Esperada']) {
      expect(screen.getByRole('columnheader', { name: column })).toBeTruthy();
    }
    expect(screen.queryByRole('columnheader', { name: 'Odoo' })).toBeNull();
    expect(screen.queryByText('Não Sincronizado')).toBeNull();
  });

  it('shows title, client name, stage, two tags and +N, status badge, R$ revenue and the Odoo badge', async () => {
    const list: Oportunidade[] = [
      { ...base, id: 1, titulo: 'Primeira', tags, odoo_id: 901 },
      { ...base, id: 2, titulo: 'Segunda', cliente_id: 99, cliente_nome: null, estagio: 3, status_resultado: 2, receita_esperada: null },
      { ...base, id: 3, titulo: 'Terceira', cliente_id: null, status_resultado: 3 },
      { ...base, id: 4, titulo: 'Quarta', status_resultado: 9 },
    ];
    openList('/oportunidades/oportunidades', fakeApi({ list }));
    expect(await screen.findByRole('heading', { name: 'Gestão de Oportunidades' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Buscar por título, descrição ou ID externo...')).toBeTruthy();
    await screen.findByText('Primeira');
    for (const column of ['Título', 'Cliente', 'Estágio', 'Tags', 'Status', 'Receita Esperada', 'Odoo']) {
      expect(screen.getByRole('columnheader', { name: column })).toBeTruthy();
    }
    const first = row('Primeira');
    await waitFor(() => expect(first.getByText('Maria Cliente')).toBeTruthy());
    expect(first.getByText('Lead')).toBeTruthy();
    expect(first.getByText('Urgente')).toBeTruthy();
    expect(first.getByText('VIP')).toBeTruthy();
    expect(first.queryByText('Revisar')).toBeNull();
    expect(first.getByText('+1')).toBeTruthy();
    expect(first.getByText('Em Andamento')).toBeTruthy();
    expect(first.getByText(/^R\$\s15\.000,50$/)).toBeTruthy();
    expect(first.getByText('Sincronizado')).toBeTruthy();
    expect(first.getByText('ID 901')).toBeTruthy();
    expect(first.getByRole('link', { name: 'Ver Detalhes' }).getAttribute('href')).toBe('/oportunidades/1');

    const second = row('Segunda');
    expect(second.getByText('Cliente não encontrado')).toBeTruthy();
    expect(second.getByText('Aguardando documentação')).toBeTruthy();
    expect(second.getByText('Ganho')).toBeTruthy();
    expect(second.getByText('Não Sincronizado')).toBeTruthy();
    expect(row('Terceira').getByText('N/A')).toBeTruthy();
    expect(row('Terceira').getByText('Perdido')).toBeTruthy();
    expect(row('Quarta').getByText('Desconhecido')).toBeTruthy();
    expect(screen.getByText('Mostrando 4 de 4 oportunidades')).toBeTruthy();
  });

  it("reads the tag catalogue once, though 'Mais filtros' and the bulk actions (mounted with the rows) both offer it", async () => {
    const api = openList('/oportunidades/oportunidades', fakeApi({ list: [{ ...base, id: 1, titulo: 'Primeira', tags }] }));
    await screen.findByText('Primeira');
    // The list's other reads (users for the executive column) have answered: every reader of tags has mounted.
    await waitFor(() => expect(api.getList).toHaveBeenCalledWith('users', expect.anything()));
    expect(api.getList.mock.calls.filter(([resource]) => resource === 'tags')).toHaveLength(1);
  });

  it("shows the whole filter's revenue under the table, exact to the centavo", async () => {
    const list = [{ ...base, id: 1, titulo: 'Primeira' }];
    openList('/oportunidades/oportunidades', fakeApi({ list, total: 1234, sums: { receita_esperada: '98765432109876.05' } }));
    await screen.findByText('Primeira');
    expect(screen.getByText('Mostrando 1 de 1234 oportunidades')).toBeTruthy();
    // Past 2^53 centavos: a JavaScript number would print ...876,06 or worse.
    expect(screen.getByText(/^Total: R\$\s98\.765\.432\.109\.876,05$/)).toBeTruthy();
  });

  it('shows no total when the answer carries none', async () => {
    openList('/oportunidades/oportunidades', fakeApi({ list: [{ ...base, id: 1, titulo: 'Primeira' }] }));
    await screen.findByText('Primeira');
    expect(screen.queryByText(/^Total:/)).toBeNull();
  });

  it('reads page, query, estagio, status_resultado and cliente_id from the URL, twenty a page', async () => {
    const api = openList(
      '/oportunidades/oportunidades?page=2&query=icms&estagio=3&status_resultado=2&cliente_id=1',
      fakeApi({ list: [{ ...base, titulo: 'Filtrada' }], total: 25 }),
    );
    await screen.findByText('Filtrada');
    expect(api.getList).toHaveBeenCalledWith(
      'oportunidades',
      expect.objectContaining({
        pagination: { page: 2, perPage: 20 },
        filter: { query: 'icms', estagio: 3, status_resultado: 2, cliente_id: 1 },
      }),
    );
    expect(screen.getByPlaceholderText('Buscar por título, descrição ou ID externo...')).toHaveProperty('value', 'icms');
    expect(screen.getByRole('combobox', { name: /Estágio/ }).textContent).toBe('Aguardando documentação');
    expect(screen.getByRole('combobox', { name: /Status/ }).textContent).toBe('Ganho');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Cliente' })).toHaveProperty('value', 'Maria Cliente (529.982.247-25)'));
    expect(screen.getByRole('button', { name: 'Limpar Filtros' })).toBeTruthy();
  });

  it('has one empty text with filters and another without', async () => {
    openList('/oportunidades/oportunidades?status_resultado=3');
    expect(await screen.findByText('Nenhuma oportunidade encontrada')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Limpar Filtros' }));
    expect(await screen.findByText('Você ainda não possui oportunidades')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Limpar Filtros' })).toBeNull();
  });

  it("shows why the server refused the filters, e.g. a day range ending before it starts, not 'nothing found'", async () => {
    const msg = 'A data final deve ser igual ou posterior à data inicial.';
    const refusal = new ApiError(msg, 422, { detail: [{ loc: ['query', 'criado_ate'], msg, type: 'custom' }] }, '/oportunidades', 'Validation Error');
    const api = fakeApi({ list: [{ ...base, titulo: 'Criada em março' }] });
    const answer = api.getList.getMockImplementation()!;
    api.getList.mockImplementation(async (resource, params) => {
      if (resource === 'oportunidades' && params.filter?.criado_ate) throw refusal;
      return answer(resource, params);
    });
    openList('/oportunidades/oportunidades?criado_de=2026-03-02', api);
    await screen.findByText('Criada em março');

    fireEvent.change(screen.getByLabelText('Criada até'), { target: { value: '2026-03-01' } });
    const alert = (await screen.findByText('Não foi possível carregar a lista')).closest('[role="alert"]');
    expect(alert?.textContent).toContain(msg);
    expect(screen.queryByText('Criada em março')).toBeNull();
    expect(screen.queryByText('Nenhuma oportunidade encontrada')).toBeNull();
  });
});

const AddOportunidadeDialog = createDialogOf(oportunidades, oportunidadeParts.form);

describe('the add dialog', slow, () => {
  function openDialog(extra: Record<string, unknown> = {}, personId: number | null = 2) {
    const api = fakeApi({ extra });
    const auth = signedInAs({ id: 1, role: 1, full_name: 'Ana Admin', person_id: personId } as never);
    renderPortal(<AddOportunidadeDialog open onClose={vi.fn()} />, { dataProvider: api, authProvider: auth });
    return { api, user: userEvent.setup() };
  }
  const dialog = () => within(screen.getByRole('dialog', { name: 'Adicionar Oportunidade' }));
  const createButton = () => dialog().getByRole<HTMLButtonElement>('button', { name: 'Criar' });

  async function chooseClient(user: ReturnType<typeof userEvent.setup>) {
    await fill(user, dialog().getByRole('combobox', { name: /Cliente/ }), 'Maria');
    await user.click(await screen.findByRole('option', { name: /Maria Cliente/ }, { timeout: 5000 }));
    await waitFor(() => expect(dialog().getByRole('combobox', { name: /Cliente/ })).toHaveProperty('value', 'Maria Cliente (529.982.247-25)'));
  }

  it('enables Criar only with a thesis and a client, and sends the form', async () => {
    const createOportunidade = vi.fn(async () => ({ ...base, anexos: [] }));
    const { api, user } = openDialog({ createOportunidade });
    expect(dialog().getByText('Selecione uma tese')).toBeTruthy();
    expect(dialog().getByText('Selecione um cliente')).toBeTruthy();
    expect(createButton().disabled).toBe(true);

    await user.click(dialog().getByRole('combobox', { name: /Cliente/ }));
    expect(await screen.findByText('Digite algo para buscar')).toBeTruthy();
    await user.tab();
    expect(await dialog().findByText('Cliente é obrigatório')).toBeTruthy();

    await user.click(dialog().getByRole('combobox', { name: /Tese/ }));
    await user.click(await screen.findByRole('option', { name: 'INSS sobre verbas indenizatórias' }));
    expect(createButton().disabled).toBe(true);
    await chooseClient(user);
    await waitFor(() => expect(createButton().disabled).toBe(false), { timeout: 10_000 });
    await fill(user, dialog().getByLabelText('Descrição'), 'Indicação do parceiro');
    await user.click(createButton());

    await waitFor(() => expect(createOportunidade).toHaveBeenCalled());
    expect(createOportunidade).toHaveBeenCalledWith(
      expect.objectContaining({ tese: 2, cliente_id: 1, parceiro_id: null, descricao: 'Indicação do parceiro', files: [] }),
      expect.any(Function),
    );
    expect(api.getList).toHaveBeenCalledWith('personSearch', expect.objectContaining({ filter: { role: 1, q: 'Maria' } }));
    expect(await screen.findByText('Oportunidade criada com sucesso.')).toBeTruthy();
  });

  it('disables the form of a user without a person, with the product message and the way to Meu perfil', async () => {
    openDialog({}, null);
    expect(await dialog().findByText(NO_PERSON)).toBeTruthy();
    expect(dialog().getByRole('combobox', { name: /Tese/ }).getAttribute('aria-disabled')).toBe('true');
    expect(dialog().getByRole<HTMLInputElement>('combobox', { name: /Cliente/ }).disabled).toBe(true);
    expect(createButton().disabled).toBe(true);
    expect(dialog().getByRole('link', { name: 'Meu perfil' }).getAttribute('href')).toBe('/settings');
  });

  it('shows why the server refused', async () => {
    const createOportunidade = vi.fn(async () => {
      throw new HttpError(NO_PERSON, 400, { detail: NO_PERSON });
    });
    const { user } = openDialog({ createOportunidade });
    await user.click(dialog().getByRole('combobox', { name: /Tese/ }));
    await user.click(await screen.findByRole('option', { name: 'INSS sobre verbas indenizatórias' }));
    await chooseClient(user);
    await waitFor(() => expect(createButton().disabled).toBe(false), { timeout: 10_000 });
    await user.click(createButton());
    expect(await screen.findByText(`Erro ao criar oportunidade: ${NO_PERSON}`)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Adicionar Oportunidade' })).toBeTruthy();
  });

  it('searches partners among role 2 and says when the search fails, clearing the results', async () => {
    const api = fakeApi();
    const getList = vi.fn(async (resource: string, params: Params) => {
      if (resource === 'personSearch' && params.filter?.role === 2) throw new Error('falhou');
      return api.getList(resource, params);
    });
    const { user } = openDialog({ getList });
    await fill(user, dialog().getByRole('combobox', { name: /Parceiro/ }), 'Alfa');
    expect(await screen.findByText('Erro ao buscar parceiros', undefined, { timeout: 5000 })).toBeTruthy();
    expect(getList).toHaveBeenCalledWith('personSearch', expect.objectContaining({ filter: { role: 2, q: 'Alfa' } }));
    expect(screen.queryByRole('option', { name: /Alfa Parceira/ })).toBeNull();
  });
});

function openDetail(api = fakeApi(), auth = admin, id = 5) {
  renderPortal(
    <ResourceContextProvider value="oportunidades">
      <OportunidadeDetail />
    </ResourceContextProvider>,
    { url: `/oportunidades/${id}`, path: '/oportunidades/:id/*', dataProvider: api, authProvider: auth },
  );
  return { api, user: userEvent.setup() };
}

const card = (title: string) => within(screen.getByRole('region', { name: title }));

describe('/oportunidades/{id}', slow, () => {
  it('shows an open opportunity: its actions, cards, history and audit trail', async () => {
    const { api } = openDetail(fakeApi({ oportunidade: { ...base, parceiro_id: 99, tags: [tags[0]] } }));
    expect(screen.getByText('Carregando detalhes da oportunidade...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: base.titulo })).toBeTruthy();
    for (const action of ['Voltar', 'Editar', 'Excluir', 'Sincronizar com odoo', 'Marcar como ganha', 'Marcar como perdida']) {
      expect(screen.getByRole(action === 'Voltar' ? 'link' : 'button', { name: action })).toBeTruthy();
    }
    expect(screen.getByText('Em Andamento')).toBeTruthy();
    expect(card('Informações Básicas').getByText('Lead')).toBeTruthy();
    await waitFor(() => expect(card('Informações Básicas').getByText('Exclusão do ICMS da base do PIS/COFINS')).toBeTruthy());
    expect(card('Informações Básicas').getByText('Não Sincronizado')).toBeTruthy();
    await waitFor(() => expect(card('Relacionamentos').getByText('Maria Cliente')).toBeTruthy());
    await waitFor(() => expect(card('Relacionamentos').getByText('Parceiro não encontrado')).toBeTruthy());
    expect(card('Relacionamentos').getByText('N/A')).toBeTruthy();
    expect(card('Valores').getByText(/^R\$\s15\.000,50$/)).toBeTruthy();
    expect(card('Valores').getByText('12,5%')).toBeTruthy();
    expect(card('Valores').getByText('05/03/2024')).toBeTruthy();
    expect(card('Informações Adicionais').getByText('Cliente com grande volume de notas.')).toBeTruthy();
    expect(card('Informações Extras').getByText('EXT-77')).toBeTruthy();
    expect(card('Tags').getByText('Urgente')).toBeTruthy();
    expect(card('Tags').getByRole('button', { name: 'Gerenciar tags' })).toBeTruthy();
    await waitFor(() => expect(card('Atividades').getByText('Estágio: Lead → Prospect')).toBeTruthy());
    expect(card('Atividades').getByText('Tag adicionada: Urgente')).toBeTruthy();
    expect(card('Atividades').getByText(`Oportunidade criada: ${base.titulo}`)).toBeTruthy();
    // Names come from the server; a person that no longer exists shows its id.
    expect(card('Atividades').getByText('Cliente: Maria Cliente → Pessoa #77')).toBeTruthy();
    expect(card('Atividades').getAllByText(/^Ana Admin · /)).toHaveLength(4);
    // The administrator's 'Auditoria' card asks for this opportunity's entries.
    expect(await card('Auditoria').findByText('Nenhum registro de auditoria')).toBeTruthy();
    expect(api.getList).toHaveBeenCalledWith('auditoria', expect.objectContaining({ filter: { resource: 'oportunidades', record_id: base.id } }));
  });

  it('hides win, loss and sync when won and synchronised, and locks the fees in edit mode', async () => {
    const { user } = openDetail(fakeApi({ oportunidade: { ...base, status_resultado: 2, estagio: 11, odoo_id: 321 } }));
    await screen.findByRole('heading', { level: 1, name: base.titulo });
    expect(screen.getByText('Ganho')).toBeTruthy();
    expect(card('Informações Básicas').getByText('Sincronizado')).toBeTruthy();
    expect(card('Informações Básicas').getByText('321')).toBeTruthy();
    for (const hidden of ['Sincronizar com odoo', 'Marcar como ganha', 'Marcar como perdida']) {
      expect(screen.queryByRole('button', { name: hidden })).toBeNull();
    }
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    const fees = screen.getByLabelText('Honorários (%)') as HTMLInputElement;
    expect(fees.disabled).toBe(true);
    expect(fees.value).toBe('12,5%');
    expect(screen.getByText('Os honorários não podem ser alterados em oportunidades ganhas.')).toBeTruthy();
    expect(screen.queryByLabelText(/Motivo da perda/)).toBeNull();
  });

  it('enables Salvar only when valid and changed; Cancelar restores; only changes are sent', async () => {
    const { api, user } = openDetail();
    await screen.findByRole('heading', { level: 1, name: base.titulo });
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    // The header's Salvar (the form's end has another).
    const save = () => screen.getAllByRole<HTMLButtonElement>('button', { name: 'Salvar' })[0];
    const title = screen.getByLabelText(/^Título/) as HTMLInputElement;
    expect(title.value).toBe(base.titulo);
    expect(save().disabled).toBe(true);

    await user.clear(title);
    await user.tab();
    expect(await screen.findByText('Título é obrigatório.')).toBeTruthy();
    expect(save().disabled).toBe(true);
    await user.click(screen.getAllByRole('button', { name: 'Cancelar' })[0]);
    expect(screen.queryAllByRole('button', { name: 'Salvar' })).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    expect((screen.getByLabelText(/^Título/) as HTMLInputElement).value).toBe(base.titulo);

    const revenue = screen.getByLabelText('Receita Esperada (R$)') as HTMLInputElement;
    await user.clear(revenue);
    await user.type(revenue, '-5');
    await user.tab();
    expect(await screen.findByText('Receita deve ser positiva')).toBeTruthy();
    expect(save().disabled).toBe(true);
    await user.clear(revenue);
    await user.type(revenue, '20000.75');
    const fees = screen.getByLabelText('Honorários (%)');
    await user.clear(fees); // an emptied fee is left out, not cleared
    await waitFor(() => expect(save().disabled).toBe(false));
    await user.click(save());

    await waitFor(() => expect(api.update).toHaveBeenCalled());
    expect(api.update).toHaveBeenCalledWith(
      'oportunidades',
      expect.objectContaining({ id: 5, data: { receita_esperada: 20000.75 } }),
    );
    expect(await screen.findByText('Oportunidade atualizada com sucesso.')).toBeTruthy();
  });

  const nbsp = '\u00a0'; // Intl separates the currency symbol with a no-break space.

  it('reads money the Brazilian way and shows it formatted while not focused', async () => {
    const { api, user } = openDetail();
    await screen.findByRole('heading', { level: 1, name: base.titulo });
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    // The header's Salvar (the form's end has another).
    const save = () => screen.getAllByRole<HTMLButtonElement>('button', { name: 'Salvar' })[0];
    const revenue = screen.getByLabelText('Receita Esperada (R$)') as HTMLInputElement;
    // The stored 15000.5 opens formatted, and is edited without the currency sign.
    expect(revenue.value).toBe(`R$${nbsp}15.000,50`);
    await user.click(revenue);
    expect(revenue.value).toBe('15.000,50');

    await user.clear(revenue);
    await user.type(revenue, '250.000,0x');
    await user.tab();
    expect(await screen.findByText('Valor inválido. Use o formato 250.000,00.')).toBeTruthy();
    expect(revenue.value).toBe('250.000,0x');
    expect(save().disabled).toBe(true);

    await user.clear(revenue);
    await user.type(revenue, '250.000,00');
    await user.tab();
    expect(revenue.value).toBe(`R$${nbsp}250.000,00`);
    const fees = screen.getByLabelText('Honorários (%)') as HTMLInputElement;
    await user.clear(fees);
    await user.type(fees, '1,234');
    await user.tab();
    expect(await screen.findByText('Use no máximo 2 casas decimais.')).toBeTruthy();
    await user.clear(fees);
    await user.type(fees, '20,5');
    await user.tab();
    expect(fees.value).toBe('20,5%');
    await waitFor(() => expect(save().disabled).toBe(false));
    await user.click(save());
    await waitFor(() => expect(api.update).toHaveBeenCalled());
    expect(api.update).toHaveBeenCalledWith(
      'oportunidades',
      expect.objectContaining({ id: 5, data: { receita_esperada: 250000, honorarios: 20.5 } }),
    );
  });

  it('asks for a loss reason: confirming is disabled while it is blank', async () => {
    const { api, user } = openDetail();
    await screen.findByRole('heading', { level: 1, name: base.titulo });
    await user.click(screen.getByRole('button', { name: 'Marcar como perdida' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Marcar oportunidade como perdida' }));
    const confirm = () => dialog.getByRole<HTMLButtonElement>('button', { name: 'Confirmar perda' });
    expect(confirm().disabled).toBe(true);
    const reason = dialog.getByLabelText(/Motivo da perda/);
    await user.type(reason, '   ');
    await user.tab();
    expect(dialog.getByText('Motivo da perda é obrigatório')).toBeTruthy();
    expect(confirm().disabled).toBe(true);
    await user.type(reason, 'Cliente desistiu');
    expect(confirm().disabled).toBe(false);
    await user.click(confirm());
    await waitFor(() => expect(api.markLost).toHaveBeenCalledWith(5, '   Cliente desistiu'));
    expect(await screen.findByText('Oportunidade marcada como perdida.')).toBeTruthy();
  });

  it('marks won after confirmation', async () => {
    const { api, user } = openDetail();
    await screen.findByRole('heading', { level: 1, name: base.titulo });
    await user.click(screen.getByRole('button', { name: 'Marcar como ganha' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Marcar oportunidade como ganha' }));
    expect(api.markWon).not.toHaveBeenCalled();
    await user.click(dialog.getByRole('button', { name: 'Marcar como ganha' }));
    await waitFor(() => expect(api.markWon).toHaveBeenCalledWith(5));
    expect(await screen.findByText('Oportunidade marcada como ganha!')).toBeTruthy();
  });

  it('shows the loss reason field only for a lost opportunity', async () => {
    const { user } = openDetail(fakeApi({ oportunidade: { ...base, status_resultado: 3, motivo_perda: 'Preço' } }));
    await screen.findByRole('heading', { level: 1, name: base.titulo });
    expect(card('Informações Extras').getByText('Preço')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    expect((screen.getByLabelText(/Motivo da perda/) as HTMLTextAreaElement).value).toBe('Preço');
  });

  it('says the opportunity could not be loaded, with a way back', async () => {
    openDetail(fakeApi({ oportunidade: new HttpError('Oportunidade não encontrada', 404) }));
    expect(await screen.findByText('Erro ao carregar oportunidade ou oportunidade não encontrada.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar' }).getAttribute('href')).toMatch(/^\/oportunidades\/oportunidades/);
  });

  it("names the sales executive to a partner, who may not list users", async () => {
    const partner = signedInAs({ id: 8, role: 5, full_name: 'Paulo Parceiro' } as never);
    openDetail(fakeApi({ oportunidade: { ...base, executivo_vendas_id: 3, executivo_nome: 'Joana Prado' } }), partner);
    await screen.findByRole('heading', { level: 1, name: base.titulo });
    expect(card('Relacionamentos').getByText('Joana Prado')).toBeTruthy();
    expect(screen.queryByText('Executivo não encontrado')).toBeNull();
  });

  it("creates a tag in 'Nova tag' (a non-blank name, a colour) and adds it to the opportunity", async () => {
    const create = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { id: 9, created_at: '2024-03-07T10:00:00Z', ...data } }));
    const addTag = vi.fn(async () => ({ data: [] }));
    const { user } = openDetail(fakeApi({ extra: { create, addTag } }));
    await screen.findByRole('heading', { level: 1, name: base.titulo });
    await user.click(card('Tags').getByRole('button', { name: 'Nova tag' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nova tag' }));
    const submit = dialog.getByRole('button', { name: 'Criar tag' });
    // The name, the dialog's first input, takes the focus: the person types it straight away.
    await waitFor(() => expect(document.activeElement).toBe(dialog.getByLabelText(/Nome da tag/)));
    // Blank (or only spaces), the name is refused and 'Criar tag' stays disabled.
    await user.type(dialog.getByLabelText(/Nome da tag/), '   ');
    await user.tab();
    expect(await dialog.findByText('Nome da tag é obrigatório')).toBeTruthy();
    expect(submit).toHaveProperty('disabled', true);
    expect(dialog.getByLabelText(/Nome da tag/)).toHaveProperty('maxLength', 50);
    // Blue unless another colour is picked; each colour beside its swatch.
    expect(dialog.getByRole('combobox', { name: /Cor/ }).textContent).toBe('Azul');
    await user.clear(dialog.getByLabelText(/Nome da tag/));
    await fill(user, dialog.getByLabelText(/Nome da tag/), ' Prioridade ');
    await user.click(dialog.getByRole('combobox', { name: /Cor/ }));
    expect((await screen.findByRole('option', { name: 'Verde' })).querySelector('[aria-hidden]')).toBeTruthy();
    await user.click(screen.getByRole('option', { name: 'Verde' }));
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await user.click(submit);

    await waitFor(() => expect(addTag).toHaveBeenCalledWith(5, 9));
    expect(create).toHaveBeenCalledWith('tags', expect.objectContaining({ data: { name: 'Prioridade', color: 'green' } }));
    expect(await screen.findByText('Tag criada e adicionada.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("keeps 'Nova tag' open with the reason when the new tag cannot be added", async () => {
    const create = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { id: 9, ...data } }));
    const addTag = vi.fn(async () => {
      throw new HttpError('Oportunidade não encontrada', 404, { detail: 'Oportunidade não encontrada' });
    });
    const { user } = openDetail(fakeApi({ extra: { create, addTag } }));
    await screen.findByRole('heading', { level: 1, name: base.titulo });
    await user.click(card('Tags').getByRole('button', { name: 'Nova tag' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nova tag' }));
    await fill(user, dialog.getByLabelText(/Nome da tag/), 'Prioridade');
    await user.click(dialog.getByRole('button', { name: 'Criar tag' }));
    expect(await screen.findByText('Oportunidade não encontrada')).toBeTruthy();
    expect(screen.queryByText('Tag criada e adicionada.')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Nova tag' })).toBeTruthy();
  });

  it("keeps 'Excluir tag' away from 'Adicionar tag' and deletes only after a question naming the tag", async () => {
    const deleteTag = vi.fn(async () => undefined);
    const { user } = openDetail(fakeApi({ oportunidade: { ...base, tags: [tags[0]] }, extra: { deleteTag } }));
    await screen.findByRole('heading', { level: 1, name: base.titulo });
    // Not a button beside the 'Adicionar tag' select: it is in the card's own menu.
    expect(card('Tags').queryByRole('button', { name: 'Excluir tag' })).toBeNull();
    await user.click(await card('Tags').findByRole('button', { name: 'Gerenciar tags' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excluir tag' }));
    const chooser = within(await screen.findByRole('dialog', { name: 'Excluir tag permanentemente' }));
    await user.click(chooser.getByRole('combobox', { name: /Tag/ }));
    await user.click(await screen.findByRole('option', { name: 'VIP' }));
    await user.click(chooser.getByRole('button', { name: 'Excluir permanentemente' }));

    const question = within(await screen.findByRole('dialog', { name: 'Excluir a tag "VIP"?' }));
    expect(question.getByText(/A tag "VIP" será excluída do sistema e removida de todas as oportunidades/)).toBeTruthy();
    expect(deleteTag).not.toHaveBeenCalled();
    await user.click(question.getByRole('button', { name: 'Excluir de todas as oportunidades' }));
    await waitFor(() => expect(deleteTag).toHaveBeenCalledWith(2));
    expect(await screen.findByText('Tag excluída permanentemente.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lets a partner remove a tag but not delete tags for good', async () => {
    // The policy lets a Parceiro neither delete tags nor list users.
    const partner = signedInAs({ id: 8, role: 5, full_name: 'Paulo Parceiro' } as never);
    const { api, user } = openDetail(fakeApi({ oportunidade: { ...base, tags: [tags[1]] } }), partner);
    await screen.findByRole('heading', { level: 1, name: base.titulo });
    // Absent once the policy has answered, not merely before it does.
    await waitFor(() => expect(partner.canAccess).toHaveBeenCalledWith(expect.objectContaining({ resource: 'tags', action: 'delete' })));
    await answersRendered(partner.canAccess);
    expect(card('Tags').queryByRole('button', { name: 'Gerenciar tags' })).toBeNull();
    await user.click(card('Tags').getByRole('button', { name: 'Remover tag VIP' }));
    await waitFor(() => expect(api.removeTag).toHaveBeenCalledWith(5, 2));
    expect(api.getList).not.toHaveBeenCalledWith('users', expect.anything());
  });
});

describe('the edit body', () => {
  // The edit form's start from a record and its PATCH body, as the kit's edit page builds them (the
  // declaration's only-what-changed body, then the portal part's payload).
  const parts = oportunidadeParts.form;
  const editValues = (record: Oportunidade) => startValues(oportunidades, 'edit', parts, [], record);
  const editPayload = (values: Record<string, unknown>, start: Record<string, unknown>) =>
    parts.payload!(editBody(oportunidades, values, start), { mode: 'edit', start });

  it('leaves empty tese, honorarios, cliente_id, equipe_parceiro_id and motivo_perda out; money as numbers', () => {
    const initial = editValues({ ...base, status_resultado: 3, motivo_perda: 'Preço', equipe_parceiro_id: 4 });
    const values = {
      ...initial,
      tese: '' as const,
      honorarios: '',
      cliente_id: null,
      equipe_parceiro_id: '' as const,
      motivo_perda: ' ',
      receita_esperada: '100,10',
      descricao: '',
      titulo: ' Novo título ',
    };
    expect(editPayload(values, initial)).toEqual({
      receita_esperada: 100.1,
      descricao: null,
      titulo: 'Novo título',
    });
  });

  it('sends a money value only when its number changed, however it was typed', () => {
    const initial = editValues(base);
    // The stored number; the input shows it as '15.000,50'.
    expect(initial.receita_esperada).toBe(15000.5);
    expect(editPayload({ ...initial, receita_esperada: '15000.5' }, initial)).toEqual({});
    expect(editPayload({ ...initial, receita_esperada: '15.000,50' }, initial)).toEqual({});
    expect(editPayload({ ...initial, receita_esperada: '1.500,50' }, initial)).toEqual({
      receita_esperada: 1500.5,
    });
  });

  it("checks each input by the API's update schema, typed days dd/mm/aaaa, and the loss reason by the declared rule", async () => {
    const record = { ...base, status_resultado: 3, motivo_perda: 'Preço' };
    const start = editValues(record);
    const check = (values: Record<string, unknown>) => recordEditResolver(oportunidades, record, start)({ ...start, ...values }, undefined, {} as never);
    const { errors } = await check({ titulo: ' ', honorarios: '150', data_prevista_fechamento: '31/02/2026', probabilidade: '101', motivo_perda: ' ' });
    expect(Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]))).toEqual({
      titulo: 'Título é obrigatório.',
      honorarios: 'Honorários deve ser no máximo 100%',
      data_prevista_fechamento: 'Data inválida: use o formato dd/mm/aaaa.',
      probabilidade: 'A probabilidade deve ser um número inteiro entre 0 e 100.',
      motivo_perda: 'Motivo da perda é obrigatório',
    });
    // Valid, the values are the body: what changed, as the API takes it.
    expect((await check({ probabilidade: '40', data_prevista_fechamento: '2026-03-10' })).values).toEqual({ probabilidade: 40, data_prevista_fechamento: '2026-03-10' });
  });

  it('never sends the fees of a won opportunity', () => {
    const initial = editValues({ ...base, status_resultado: 2 });
    expect(editPayload({ ...initial, honorarios: '30' }, initial)).toEqual({});
  });
});
