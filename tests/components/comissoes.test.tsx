// 'Meu desempenho' over a fake API: a partner sees its commissions forecast, due and paid in pt-BR, the
// chart's table for screen readers, its opportunities by state and the next payments, and downloads the
// month's statement; staff pick a partner first.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Desempenho } from '../../src/dataProvider/comissoes';
import { MeuDesempenhoPage } from '../../src/features/comissoes/MeuDesempenhoPage';
import { renderPortal, signedInAs } from '../helpers/renderPortal';

const shown = (text: string) => `R$ ${text}`;

const answer: Desempenho = {
  parceiro_id: 7,
  oportunidades: [
    { status_resultado: 1, nome: 'Em Andamento', quantidade: 4 },
    { status_resultado: 2, nome: 'Ganho', quantidade: 2 },
    { status_resultado: 3, nome: 'Perdido', quantidade: 1 },
  ],
  registros: [],
  receita_ganha: '150000.00',
  totais: { prevista: '2629.72', a_pagar: '185.14', paga: '1234.25' },
  meses: [
    { competencia: '2026-03', prevista: '0.00', a_pagar: '0.00', paga: '1234.25' },
    { competencia: '2026-09', prevista: '0.00', a_pagar: '185.14', paga: '0.00' },
  ],
  proximos_pagamentos: [{ id: 3, oportunidade_id: 41, oportunidade: 'Recuperação PIS/COFINS', competencia: '2026-09', valor: '185.14' }],
};

function renderPage(role: number) {
  const getDesempenho = vi.fn(async (_parceiroId?: number) => answer);
  const downloadExtrato = vi.fn(async () => new Blob(['%PDF-1.3'], { type: 'application/pdf' }));
  renderPortal(<MeuDesempenhoPage />, {
    dataProvider: { getDesempenho, downloadExtrato },
    authProvider: signedInAs({ id: 5, role, person_id: 7 }),
  });
  return { getDesempenho, downloadExtrato };
}

describe('Meu desempenho', () => {
  it("shows a partner's commissions, opportunities and next payments in pt-BR", async () => {
    const { getDesempenho } = renderPage(5);
    const card = async (name: string) => within(await screen.findByRole('region', { name }, { timeout: 10_000 }));
    expect((await card('Comissões previstas')).getByText(shown('2.629,72'))).toBeTruthy();
    expect((await card('Comissões a pagar')).getByText(shown('185,14'))).toBeTruthy();
    expect((await card('Comissões pagas')).getByText(shown('1.234,25'))).toBeTruthy();
    expect((await card('Receita ganha')).getByText(shown('150.000,00'))).toBeTruthy();
    const states = await card('Oportunidades por situação');
    expect(states.getByRole('row', { name: 'Ganho 2' })).toBeTruthy();
    const chart = within(await screen.findByRole('table', { name: 'Comissões por mês' }));
    expect(chart.getByRole('row', { name: 'set. de 2026 R$\u00a00,00 R$\u00a0185,14 R$\u00a00,00' })).toBeTruthy();
    const next = within(screen.getByRole('table', { name: 'Próximos pagamentos' }));
    expect(next.getByRole('row', { name: 'Recuperação PIS/COFINS set. de 2026 A pagar R$\u00a0185,14' })).toBeTruthy();
    // A partner's own figures: no partner asked for, and no picker.
    expect(getDesempenho).toHaveBeenCalledWith(undefined);
    expect(screen.queryByRole('combobox', { name: 'Parceiro' })).toBeNull();
  });

  it("downloads the month's statement as a PDF", async () => {
    const { downloadExtrato } = renderPage(5);
    const user = userEvent.setup();
    const pdf = await screen.findByRole('button', { name: 'Baixar extrato (PDF)' }, { timeout: 10_000 });
    URL.createObjectURL = vi.fn(() => 'blob:extrato');
    URL.revokeObjectURL = vi.fn();
    await user.click(pdf);
    await waitFor(() => expect(downloadExtrato).toHaveBeenCalledWith(expect.objectContaining({ format: 'pdf', parceiro_id: undefined })));
  });

  it('asks staff for a partner before a statement', async () => {
    renderPage(2);
    expect(await screen.findByRole('combobox', { name: 'Parceiro' }, { timeout: 10_000 })).toBeTruthy();
    await screen.findByRole('region', { name: 'Comissões a pagar' });
    expect((screen.getByRole('button', { name: 'Baixar extrato (PDF)' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Escolha um parceiro para baixar o extrato')).toBeTruthy();
  });
});
