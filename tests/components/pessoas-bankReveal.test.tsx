// 'Mostrar' on a masked bank account of /pessoas/{id}: offered to whom may see the full values (an
// administrator, the person's own user), it asks the reveal route (audited) and shows its answer in place;
// the values are masked until then even when the answer held them in full. A partner on a client's page
// gets the masked values and no button.
import { fireEvent, screen } from '@testing-library/react';
import { useGetIdentity } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { UserRole } from '../../common/enums';
import PessoaDetail from '../../src/features/persons/PessoaDetail';
import type { PersonDetail } from '../../src/features/persons/types';
import { mariaCliente } from '../helpers/personDetail';
import { renderPortal, signedInAs } from '../helpers/renderPortal';

const client: PersonDetail = {
  ...mariaCliente,
  bank_accounts: [
    { id: 31, bank_code: '341', bank_name: 'Itaú', agency: '0001', account: '****5678', account_type: 1, pix_key_type: 3, pix_key: '****.com', is_primary: true },
  ],
};

/** Shows who is signed in once the identity has loaded: the page's reveal rule reads the same query. */
function SignedIn() {
  const { identity } = useGetIdentity();
  return identity ? <p>identidade carregada {identity.id}</p> : null;
}

function open(user: Parameters<typeof signedInAs>[0], person = client) {
  const dataProvider = {
    getOne: vi.fn(async () => ({ data: person })),
    revealBankAccount: vi.fn(async () => ({ id: 31, account: '12345678', pix_key: 'maria@exemplo.com' })),
  };
  renderPortal(<><PessoaDetail /><SignedIn /></>, { url: '/pessoas/7', path: '/pessoas/:id/*', dataProvider, authProvider: signedInAs(user) });
  return dataProvider;
}

/** Once the page and who is signed in have both loaded. */
async function pageLoaded() {
  await screen.findByRole('button', { name: 'Editar conta bancária 341 - Itaú' });
  await screen.findByText(/^identidade carregada/);
}

describe('/pessoas/{id} bank data', () => {
  it('reveals the full account number and PIX key from the API answer for an administrator', async () => {
    const dataProvider = open({ id: 1, role: UserRole.Admin });
    await pageLoaded();
    fireEvent.click(await screen.findByRole('button', { name: /^Mostrar conta bancária 341 - Itaú/ }));
    expect(await screen.findByText(/Conta 12345678 .*Pix .*: maria@exemplo\.com/)).toBeTruthy();
    expect(dataProvider.revealBankAccount).toHaveBeenCalledWith(7, 31);
    expect(screen.queryByText(/\*\*\*\*5678/)).toBeNull();
    expect(screen.queryByRole('button', { name: /^Mostrar/ })).toBeNull();
  });

  it('masks the values an administrator received in full until Mostrar asks the reveal route', async () => {
    const full = { ...client.bank_accounts[0], account: '12345678', pix_key: 'maria@exemplo.com' };
    const dataProvider = open({ id: 1, role: UserRole.Admin }, { ...client, bank_accounts: [full] });
    await pageLoaded();
    expect(screen.getByText(/Conta \*\*\*\*5678 .*Pix .*: \*\*\*\*\.com/)).toBeTruthy();
    expect(screen.queryByText(/12345678|maria@exemplo/)).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: /^Mostrar conta bancária 341 - Itaú/ }));
    expect(await screen.findByText(/Conta 12345678 .*Pix .*: maria@exemplo\.com/)).toBeTruthy();
    expect(dataProvider.revealBankAccount).toHaveBeenCalledWith(7, 31);
  });

  it("offers it to the person's own user", async () => {
    open({ id: 4, role: UserRole.Partner, person_id: 7 });
    await pageLoaded();
    expect(await screen.findByRole('button', { name: /^Mostrar conta bancária/ })).toBeTruthy();
  });

  it("does not offer it to a partner on a client's page", async () => {
    const dataProvider = open({ id: 5, role: UserRole.Partner, person_id: 99 });
    await pageLoaded();
    expect(screen.getByText(/Conta \*\*\*\*5678/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Mostrar/ })).toBeNull();
    expect(dataProvider.revealBankAccount).not.toHaveBeenCalled();
  });
});
