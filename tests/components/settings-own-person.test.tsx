// 'Pessoa vinculada' in 'Meu perfil': a user without a person links the person of its own CPF/CNPJ; a
// user with one sees it.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OwnPersonSection } from '../../src/features/settings/OwnPersonSection';
import { renderPortal, signedInAs } from '../helpers/renderPortal';

describe('Pessoa vinculada', () => {
  it('links a user without a person by its CPF, refusing an invalid one first', async () => {
    const linkMyPerson = vi.fn(async () => ({ id: 1, role: 1, is_superuser: true, person_id: 5 }));
    renderPortal(<OwnPersonSection />, {
      dataProvider: { linkMyPerson },
      authProvider: signedInAs({ id: 1, role: 1, is_superuser: true }),
    });
    const field = await screen.findByLabelText('Meu CPF/CNPJ');
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Vincular pelo CPF/CNPJ' });
    fireEvent.change(field, { target: { value: '123' } });
    expect(button.disabled).toBe(true);
    fireEvent.change(field, { target: { value: '529.982.247-25' } });
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(linkMyPerson).toHaveBeenCalledWith({ document: '52998224725' }));
    expect(await screen.findByText('Pessoa vinculada com sucesso.')).toBeTruthy();
  });

  it('shows the linked person of a user that has one', async () => {
    const getOne = vi.fn(async () => ({ data: { id: 5, name: 'Ana Parceira', document: '52998224725' } }));
    renderPortal(<OwnPersonSection />, {
      dataProvider: { getOne },
      authProvider: signedInAs({ id: 2, role: 5, person_id: 5 } as never),
    });
    expect(await screen.findByText('Ana Parceira (529.982.247-25)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Vincular pelo CPF/CNPJ' })).toBeNull();
  });
});
