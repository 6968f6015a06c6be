// 'Atividades' card: deleting an activity asks first, naming it; a refusal shows the server's reason and
// keeps the question open for another try, a success says so and closes it.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AtividadesCard } from '../../src/features/atividades/AtividadesCard';
import { renderPortal, signedInAs } from '../helpers/renderPortal';

const atividade = {
  id: 3,
  tipo: 1,
  titulo: 'Ligar para o cliente',
  descricao: null,
  vence_em: null,
  concluida: false,
  concluida_em: null,
  interna: false,
  oportunidade_id: 9,
  pessoa_id: null,
  responsavel_id: null,
  created_by_id: 1,
  created_at: '2026-01-10T12:00:00Z',
};

describe('AtividadesCard removal', () => {
  it('keeps the question open after a refusal and closes it once deleted', async () => {
    const remove = vi
      .fn()
      .mockRejectedValueOnce(Object.assign(new Error('Falhou'), { status: 500, body: { detail: 'Falhou' } }))
      .mockResolvedValueOnce({ data: atividade });
    renderPortal(<AtividadesCard target={{ oportunidade_id: 9 }} />, {
      dataProvider: { getList: vi.fn(async () => ({ data: [atividade], total: 1 })), delete: remove },
      authProvider: signedInAs({ id: 1, role: 1, is_superuser: true }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir Ligar para o cliente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir atividade' });
    expect(
      within(dialog).getByText('Tem certeza de que deseja excluir "Ligar para o cliente"? Esta ação não pode ser desfeita.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Excluir' }).disabled).toBe(false));
    expect(screen.getByRole('dialog', { name: 'Excluir atividade' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Atividade excluída.')).toBeTruthy();
    expect(remove).toHaveBeenLastCalledWith('atividades', { id: 3, previousData: atividade });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Excluir atividade' })).toBeNull());
  });
});
