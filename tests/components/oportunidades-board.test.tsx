// The 'Quadro' view of /oportunidades/oportunidades over a fake API: columns from the pipeline answer
// for the list's filters, cards per stage, a refused move that leaves the card in place with the
// server's reason, a refused filter named rather than shown as empty columns, and 'Contrato Assinado'
// reached only by confirming the win.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, ResourceContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { STAGE_ORDER, stageLabels } from '../../common/enums';
import type { Oportunidade } from '../../src/dataProvider/oportunidades';
import { OportunidadeList } from '../helpers/oportunidadeList';
import { renderPortal, signedInAs } from '../helpers/renderPortal';

const slow = { timeout: 60_000 };

const card = (id: number, titulo: string, estagio: number, status_resultado = 1): Oportunidade => ({
  id,
  titulo,
  descricao: null,
  cliente_id: 1,
  cliente_nome: 'Maria Cliente',
  parceiro_id: 2,
  parceiro_nome: null,
  // An executive the users list does not hold: the card names them from the answer.
  executivo_vendas_id: 7,
  executivo_nome: 'Joana Prado',
  equipe_parceiro_id: null,
  tese: 1,
  estagio,
  honorarios: 10,
  receita_esperada: 1500,
  status_resultado,
  motivo_perda: null,
  odoo_id: null,
  id_externo: null,
  created_at: '2026-03-01T12:00:00Z',
  data_prevista_fechamento: null,
  probabilidade: 5,
  probabilidade_propria: false,
  tags: [
    { id: 1, name: 'Urgente', color: 'red' },
    { id: 2, name: 'VIP', color: 'purple' },
    { id: 3, name: 'Revisar', color: 'yellow' },
  ],
});

const cards = [card(1, 'ICMS Padaria', 12), card(2, 'PIS Metalúrgica', 11, 2)];

function fakeApi(update: () => Promise<unknown>) {
  return {
    getList: vi.fn(async (resource: string, params: { filter?: Record<string, unknown> }) => {
      const rows =
        resource === 'oportunidades'
          ? cards.filter(
              (o) =>
                (params.filter?.estagio === undefined || o.estagio === params.filter.estagio) &&
                (params.filter?.status_resultado === undefined || o.status_resultado === Number(params.filter.status_resultado)),
            )
          : resource === 'oportunidadeEnums'
            ? params.filter?.kind === 'estagios'
              ? STAGE_ORDER.map((id) => ({ id, name: stageLabels[id] }))
              : [
                  { id: 1, name: 'Em Andamento' },
                  { id: 2, name: 'Ganho' },
                  { id: 3, name: 'Perdido' },
                ]
            : resource === 'users'
              ? [{ id: 1, full_name: 'Ana Admin', email: 'ana@example.com' }]
              : [];
      return { data: rows, total: rows.length };
    }),
    getPipeline: vi.fn(async () => ({
      data: STAGE_ORDER.map((estagio) => ({
        estagio,
        name: stageLabels[estagio],
        count: estagio === 12 || estagio === 11 ? 1 : 0,
        receita_esperada: estagio === 12 || estagio === 11 ? 1500 : 0,
      })),
      total_count: 2,
      total_receita_esperada: 3000,
      // The board's columns: open only; the won card in its lane.
      open: STAGE_ORDER.map((estagio) => ({
        estagio,
        name: stageLabels[estagio],
        count: estagio === 12 ? 1 : 0,
        receita_esperada: estagio === 12 ? 1500 : 0,
      })),
      won: { count: 1, receita_esperada: 1500 },
      lost: { count: 0, receita_esperada: 0 },
    })),
    update: vi.fn(update),
    markWon: vi.fn(async () => ({ ...cards[0], status_resultado: 2, estagio: 11 })),
  };
}

function openBoard(update: () => Promise<unknown>, url = '/oportunidades/oportunidades?view=quadro&query=padaria&status_resultado=1') {
  const api = fakeApi(update);
  renderPortal(
    <ResourceContextProvider value="oportunidades">
      <OportunidadeList />
    </ResourceContextProvider>,
    {
      url,
      path: '/oportunidades/oportunidades',
      dataProvider: api,
      authProvider: signedInAs({ id: 1, role: 1, full_name: 'Ana Admin' }),
    },
  );
  return api;
}

const column = (name: string) => within(screen.getByRole('region', { name }));

describe('the pipeline board', slow, () => {
  it("shows a column per stage for the list's filters, with cards and their details", async () => {
    const api = openBoard(async () => ({ data: cards[0] }));
    expect(await screen.findByRole('region', { name: 'Lead' }, { timeout: 10_000 })).toBeTruthy();
    expect(api.getPipeline).toHaveBeenCalledWith({ query: 'padaria', status_resultado: 1 });
    expect(screen.getAllByTestId('column-totals')).toHaveLength(STAGE_ORDER.length);
    const lead = column('Lead');
    expect(lead.getByTestId('column-totals').textContent).toBe('1 · R$\u00a01.500,00');
    const first = await lead.findByRole('link', { name: 'ICMS Padaria (Em Andamento)' });
    expect(first.textContent).toContain('Maria Cliente');
    expect(first.textContent).toContain('Urgente');
    expect(first.textContent).toContain('+1');
    expect(first.textContent).toContain('Joana Prado · Em Andamento');
    // Won: not in its stage's column but in the 'Ganhas' lane, folded at first, with its count and sum.
    expect(column('Contrato Assinado').queryByRole('link')).toBeNull();
    expect(column('Ganhas').getByTestId('lane-totals').textContent).toBe('1 · R$\u00a01.500,00');
    expect(column('Perdidas').getByTestId('lane-totals').textContent).toBe('0 · R$\u00a00,00');
    expect(column('Ganhas').getByRole('button', { name: 'Expandir Ganhas' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Mover para… (PIS Metalúrgica)' })).toBeNull();
  });

  it('leaves the card where it was and shows the reason when the server refuses the move', async () => {
    const api = openBoard(async () => {
      throw new HttpError('Parceiros não podem mover esta oportunidade.', 403);
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mover para… (ICMS Padaria)' }, { timeout: 10_000 }));
    await user.click(screen.getByRole('menuitem', { name: 'Prospect' }));
    expect(await screen.findByText('Parceiros não podem mover esta oportunidade.')).toBeTruthy();
    expect(api.update).toHaveBeenCalledWith('oportunidades', expect.objectContaining({ id: 1, data: { estagio: 1 } }));
    await waitFor(() => expect(column('Lead').getByRole('link', { name: 'ICMS Padaria (Em Andamento)' })).toBeTruthy());
    expect(column('Prospect').queryByRole('link')).toBeNull();
  });

  it("says why the server refused the filters instead of showing empty columns", async () => {
    const msg = 'A data final deve ser igual ou posterior à data inicial.';
    const api = fakeApi(async () => ({ data: cards[0] }));
    api.getPipeline.mockImplementation(async () => {
      throw new HttpError(msg, 422, { detail: [{ loc: ['query', 'criado_ate'], msg, type: 'custom' }] });
    });
    renderPortal(
      <ResourceContextProvider value="oportunidades">
        <OportunidadeList />
      </ResourceContextProvider>,
      {
        url: '/oportunidades/oportunidades?view=quadro&criado_de=2026-03-02&criado_ate=2026-03-01',
        path: '/oportunidades/oportunidades',
        dataProvider: api,
        authProvider: signedInAs({ id: 1, role: 1, full_name: 'Ana Admin' }),
      },
    );
    const alert = (await screen.findByText('Não foi possível carregar a lista', {}, { timeout: 10_000 })).closest('[role="alert"]');
    expect(alert?.textContent).toContain(msg);
    expect(screen.queryByRole('region', { name: 'Lead' })).toBeNull();
    expect(api.getPipeline).toHaveBeenCalledTimes(1);
  });

  it('opens the won lane on demand, with its unmovable cards, and folds a stage column to its totals', async () => {
    openBoard(async () => ({ data: cards[0] }), '/oportunidades/oportunidades?view=quadro');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Expandir Ganhas' }, { timeout: 10_000 }));
    const won = await column('Ganhas').findByRole('link', { name: 'PIS Metalúrgica (Ganho)' });
    expect(won).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mover para… (PIS Metalúrgica)' })).toBeNull();
    expect(column('Ganhas').getByRole('button', { name: 'Recolher Ganhas' }).getAttribute('aria-expanded')).toBe('true');

    await user.click(column('Lead').getByRole('button', { name: 'Recolher Lead' }));
    expect(column('Lead').queryByRole('link')).toBeNull();
    expect(column('Lead').getByTestId('column-totals').textContent).toBe('1 · R$\u00a01.500,00');
    expect(column('Lead').getByRole('button', { name: 'Expandir Lead' })).toBeTruthy();
  });

  it("asks before moving to 'Contrato Assinado' and then marks it won", async () => {
    const api = openBoard(async () => ({ data: cards[0] }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mover para… (ICMS Padaria)' }, { timeout: 10_000 }));
    await user.click(screen.getByRole('menuitem', { name: 'Contrato Assinado' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Marcar oportunidade como ganha' }));
    expect(api.markWon).not.toHaveBeenCalled();
    await user.click(dialog.getByRole('button', { name: 'Marcar como ganha' }));
    await waitFor(() => expect(api.markWon).toHaveBeenCalledWith(1));
    expect(api.update).not.toHaveBeenCalled();
    expect(await screen.findByText('Oportunidade marcada como ganha!')).toBeTruthy();
  });
});
