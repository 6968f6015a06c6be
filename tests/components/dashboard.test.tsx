// The home page's dashboard over a fake API: the greeting stays on top, the KPI cards show the answer's
// numbers in pt-BR, every chart has its table for screen readers, the next actions link to their
// opportunities, and the period and 'Minhas' controls ask the API again.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAGE_ORDER, stageLabels } from '../../common/enums';
import { authProvider } from '../../src/authProvider';
import { dataProvider } from '../../src/dataProvider';
import type { Dashboard, DashboardQuery } from '../../src/dataProvider/dashboard';
import { Home } from '../../src/features/dashboard/Home';
import { companyDay } from '../../common/days';
import { presetPeriod } from '../../src/features/dashboard/period';
import { renderPortal, signedInAs } from '../helpers/renderPortal';

/** Intl's R$ has a no-break space after the symbol, as accessible names keep it. */
const brl = (text: string) => `R$\u00a0${text}`;
/** getByText folds every space into a plain one. */
const shown = (text: string) => `R$ ${text}`;

const months = ['2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03'];

const answer: Dashboard = {
  period: { from: '2026-03-01', to: '2026-03-20' },
  kpis: {
    open_count: 3,
    open_value: 3100.15,
    won_count: 2,
    won_value: 8000.5,
    lost_count: 1,
    conversion_rate: 0.6667,
    avg_days_to_win: 65.3,
    expected_fees: 350.02,
  },
  by_stage: STAGE_ORDER.map((estagio) => ({
    estagio,
    name: stageLabels[estagio],
    count: estagio === 12 ? 1 : 0,
    receita_esperada: estagio === 12 ? 1000.1 : 0,
  })),
  won_by_month: months.map((month) => ({ month, count: month === '2026-03' ? 1 : 0, receita_esperada: month === '2026-03' ? 3000.5 : 0 })),
  by_tese: [{ tese: 1, name: 'Exclusão do ICMS da base do PIS/COFINS', count: 2, receita_esperada: 6000.1 }],
  top_partners: [{ parceiro_id: 7, name: 'Parceira Alfa', count: 1, receita_esperada: 5000 }],
  stale: [
    {
      id: 41,
      titulo: 'Recuperação de PIS - Padaria',
      descricao: null,
      cliente_id: 3,
      cliente_nome: 'Padaria Pão Quente',
      parceiro_id: 7,
      parceiro_nome: 'Parceira Alfa',
      executivo_vendas_id: 1,
      equipe_parceiro_id: null,
      tese: 1,
      estagio: 1,
      honorarios: 10,
      receita_esperada: 1000.1,
      status_resultado: 1,
      motivo_perda: null,
      odoo_id: null,
      id_externo: null,
      created_at: '2026-01-10T12:00:00Z',
      updated_at: '2026-01-10T12:00:00Z',
      data_prevista_fechamento: null,
      probabilidade: 10,
      probabilidade_propria: false,
      tags: [],
    } as Dashboard['stale'][number],
  ],
  weighted_forecast: '1234.56',
  closing_by_month: ['2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08'].map((month) => ({
    month,
    count: month === '2026-04' ? 2 : 0,
    receita_esperada: month === '2026-04' ? '3000.10' : '0.00',
    receita_ponderada: month === '2026-04' ? '900.03' : '0.00',
  })),
};

function renderHome() {
  const getDashboard = vi.fn(async (_query: DashboardQuery) => answer);
  renderPortal(<Home />, {
    dataProvider: { getDashboard },
    authProvider: signedInAs({ id: 1, role: 2, full_name: 'Ana Souza' }),
  });
  return getDashboard;
}

describe('home dashboard', () => {
  it('greets the user above the KPI cards, in pt-BR', async () => {
    const getDashboard = renderHome();
    expect(await screen.findByText('Olá, Ana Souza!')).toBeTruthy();
    expect(screen.getByText(/Bem-vindo de volta, é muito bom ver você novamente!/)).toBeTruthy();
    const card = (name: string) => within(screen.getByRole('region', { name }));
    await waitFor(() => expect(card('Pipeline aberto').getByText(shown('3.100,15'))).toBeTruthy(), {
      timeout: 10_000,
    });
    expect(card('Pipeline aberto').getByText('3 oportunidades')).toBeTruthy();
    expect(card('Ganhos no período').getByText(shown('8.000,50'))).toBeTruthy();
    expect(card('Ganhos no período').getByText('2 oportunidades')).toBeTruthy();
    expect(card('Taxa de conversão').getByText('66,7%')).toBeTruthy();
    expect(card('Taxa de conversão').getByText('2 ganhas, 1 perdida')).toBeTruthy();
    expect(card('Tempo médio até o ganho').getByText('65,3 dias')).toBeTruthy();
    expect(card('Honorários previstos').getByText(shown('350,02'))).toBeTruthy();
    // The default period is this month, everyone's numbers.
    expect(getDashboard).toHaveBeenCalledWith({ ...presetPeriod('month'), mine: false });
  });

  it('gives every chart a table for screen readers', async () => {
    renderHome();
    const table = async (name: string) => within(await screen.findByRole('table', { name }, { timeout: 10_000 }));
    const stages = await table('Receita por estágio');
    expect(stages.getByRole('row', { name: `Lead 1 ${brl('1.000,10')}` })).toBeTruthy();
    expect(stages.getAllByRole('row')).toHaveLength(1 + STAGE_ORDER.length);
    const byMonth = await table('Receita ganha por mês');
    expect(byMonth.getByRole('row', { name: `mar. de 2026 1 ${brl('3.000,50')}` })).toBeTruthy();
    expect(byMonth.getAllByRole('row')).toHaveLength(1 + 12);
    const theses = await table('Oportunidades por tese');
    expect(theses.getByRole('row', { name: `Exclusão do ICMS da base do PIS/COFINS 2 ${brl('6.000,10')}` })).toBeTruthy();
    const partners = await table('Maiores parceiros por receita ganha');
    expect(partners.getByRole('row', { name: `Parceira Alfa 1 ${brl('5.000,00')}` })).toBeTruthy();
  });

  it("lists the next actions as links to the opportunities", async () => {
    renderHome();
    const actions = within(await screen.findByRole('region', { name: 'Minhas próximas ações' }, { timeout: 10_000 }));
    const link = actions.getByRole('link', { name: /Recuperação de PIS - Padaria/ });
    expect(link.getAttribute('href')).toBe('/oportunidades/41');
    expect(link.textContent).toContain(`Padaria Pão Quente · Prospect · ${brl('1.000,10')} · última alteração em 10/01/2026`);
  });

  it("asks again for another period and for 'Minhas'", async () => {
    const getDashboard = renderHome();
    const user = userEvent.setup();
    await screen.findByRole('region', { name: 'Pipeline aberto' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Este ano' }));
    const year = companyDay().slice(0, 4);
    await waitFor(() => expect(getDashboard).toHaveBeenLastCalledWith({ from: `${year}-01-01`, to: companyDay(), mine: false }));
    await user.click(screen.getByRole('switch', { name: 'Minhas' }));
    await waitFor(() => expect(getDashboard).toHaveBeenLastCalledWith({ from: `${year}-01-01`, to: companyDay(), mine: true }));
    await user.click(screen.getByRole('button', { name: 'Personalizado' }));
    // Typed dd/mm/aaaa key by key: the half-typed day stays in the field until it names a day.
    const from = screen.getByLabelText('De');
    await user.clear(from);
    await user.type(from, '01/02/2025');
    expect((from as HTMLInputElement).value).toBe('01/02/2025');
    await waitFor(() => expect(getDashboard).toHaveBeenLastCalledWith({ from: '2025-02-01', to: companyDay(), mine: true }));
  });
});

describe('home dashboard, session ended on the server', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('a 401 from /dashboard ends the session and lands on /aviso, as any other call does', async () => {
    localStorage.setItem('access_token', 'token-revogado');
    // The real dataProvider and authProvider over a fetch that knows the user but refuses the dashboard.
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        const refused = url.startsWith('/api/v1/dashboard');
        const body = refused ? { detail: 'Could not validate credentials' } : { id: 1, role: 2, email: 'ana@example.com', full_name: 'Ana Souza' };
        return new Response(JSON.stringify(body), { status: refused ? 401 : 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const harness = renderPortal(<Home />, { dataProvider, authProvider });
    await waitFor(() => expect(harness.location().pathname).toBe('/aviso'));
    expect(calls.some((url) => url.startsWith('/api/v1/dashboard?'))).toBe(true);
    expect(localStorage.getItem('access_token')).toBeNull();
  });
});
