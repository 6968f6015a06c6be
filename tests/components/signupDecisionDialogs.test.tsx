// A pending sign-up's decision: 'Aprovar cadastro' with the role and the partner's CPF/CNPJ, 'Recusar
// cadastro' with the reason; each asks naming the account, calls the API and says so.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApproveSignupDialog, RefuseSignupDialog } from '../../src/features/users/UserRowDialog';
import type { User } from '../../src/features/users/types';
import { renderPortal, signedInAs } from '../helpers/renderPortal';

const user = { id: 7, full_name: 'Ana Nova', email: 'ana@example.com', document: null, person_id: null } as unknown as User;
const admin = signedInAs({ id: 1, role: 1, is_superuser: true });

describe('signup decision dialogs', () => {
  it('approves with the document typed, naming the account', async () => {
    const approveSignup = vi.fn(async () => ({}));
    const onClose = vi.fn();
    renderPortal(<ApproveSignupDialog user={user} open onClose={onClose} />, { dataProvider: { approveSignup }, authProvider: admin });
    const dialog = within(await screen.findByRole('dialog', { name: 'Aprovar cadastro' }));
    expect(
      dialog.getByText(
        'Aprovar o cadastro de Ana Nova (ana@example.com)? A conta passa a usar o portal com a função escolhida, vinculada à pessoa do CPF/CNPJ informado (criada como parceira se ainda não existir).',
      ),
    ).toBeTruthy();
    fireEvent.change(dialog.getByLabelText(/CPF\/CNPJ do parceiro/), { target: { value: ' 52998224725 ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Aprovar' }));
    await waitFor(() => expect(approveSignup).toHaveBeenCalledWith(7, expect.objectContaining({ document: '52998224725' })));
    expect(await screen.findByText('Cadastro aprovado.')).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('refuses with the reason typed', async () => {
    const refuseSignup = vi.fn(async () => ({}));
    renderPortal(<RefuseSignupDialog user={user} open onClose={() => {}} />, { dataProvider: { refuseSignup }, authProvider: admin });
    const dialog = within(await screen.findByRole('dialog', { name: 'Recusar cadastro' }));
    expect(
      dialog.getByText('Recusar o cadastro de Ana Nova (ana@example.com)? A conta é inativada e recebe o motivo por e-mail.'),
    ).toBeTruthy();
    fireEvent.change(dialog.getByLabelText(/Motivo/), { target: { value: 'Documento divergente' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Recusar' }));
    await waitFor(() => expect(refuseSignup).toHaveBeenCalledWith(7, 'Documento divergente'));
    expect(await screen.findByText('Cadastro recusado. O motivo foi enviado por e-mail.')).toBeTruthy();
  });
});
