// 'Recebimentos' card: deleting a recebimento asks first, saying its commission is cancelled; a refusal
// shows the card's error and keeps the question open for another try, a success says so, closes it and
// reads the list again without the row.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UserRole } from '../../common/enums';
import type { Recebimento } from '../../src/dataProvider/comissoes';
import { RecebimentosCard } from '../../src/features/comissoes/RecebimentosCard';
import { renderPortal, signedInAs } from '../helpers/renderPortal';

const recebimento: Recebimento = {
  id: 4,
  oportunidade_id: 9,
  data: '2026-03-10',
  valor_recuperado: '10000.00',
  honorarios_recebidos: '2000.00',
  observacao: null,
};

describe('RecebimentosCard removal', () => {
  it('keeps the question open after a refusal and closes it once deleted', async () => {
    let rows = [recebimento];
    const getRecebimentos = vi.fn(async () => ({ data: rows, count: rows.length }));
    const deleteRecebimento = vi
      .fn()
      .mockRejectedValueOnce(Object.assign(new Error('Falhou'), { status: 500, body: { detail: 'Falhou' } }))
      .mockImplementationOnce(async () => {
        rows = [];
      });
    renderPortal(<RecebimentosCard oportunidadeId={9} won />, {
      dataProvider: { getRecebimentos, deleteRecebimento },
      authProvider: signedInAs({ id: 1, role: UserRole.Admin }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir recebimento de 10/03/2026' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir recebimento?' });
    expect(within(dialog).getByText('A comissão do parceiro por este recebimento será cancelada.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Não foi possível excluir o recebimento.')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Excluir' }).disabled).toBe(false));
    expect(screen.getByRole('dialog', { name: 'Excluir recebimento?' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Recebimento excluído')).toBeTruthy();
    expect(deleteRecebimento).toHaveBeenLastCalledWith(4);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Excluir recebimento?' })).toBeNull());
    expect(await screen.findByText('Nenhum recebimento registrado')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Excluir recebimento de 10/03/2026' })).toBeNull();
  });
});
