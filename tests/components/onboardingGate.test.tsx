// The console's onboarding gate (src/features/onboarding/OnboardingGate.tsx): an account that must accept the partner
// agreement sees it (and 'Aceitar') instead of the page; a sign-up waiting for approval sees 'Cadastro em
// análise' everywhere but /settings; anyone else sees the page.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OnboardingGate } from '../../src/features/onboarding/OnboardingGate';
import { renderPortal, signedInAs } from '../helpers/renderPortal';

const slow = { timeout: 30_000 };

function open(state: { cadastro?: string; aceite_pendente?: boolean }, url = '/oportunidades', api: Record<string, unknown> = {}) {
  const base = signedInAs({ id: 9, role: 5, full_name: 'Parceira Nova' });
  let identity = { id: 9, role: 5, is_superuser: false, email: 'nova@example.com', full_name: 'Parceira Nova', fullName: 'Parceira Nova', ...state };
  const authProvider = { ...base, getIdentity: vi.fn(async () => identity) };
  renderPortal(
    <OnboardingGate>
      <h1>Página do console</h1>
    </OnboardingGate>,
    { url, path: '*', authProvider, dataProvider: api },
  );
  return { becomes: (next: typeof state) => (identity = { ...identity, ...next }) };
}

describe('the onboarding gate', slow, () => {
  it('shows the page to an approved account with nothing to accept', async () => {
    open({ cadastro: 'aprovado', aceite_pendente: false });
    expect(await screen.findByRole('heading', { name: 'Página do console' })).toBeTruthy();
  });

  it("shows 'Cadastro em análise' to a pending sign-up, but not on /settings", async () => {
    open({ cadastro: 'pendente', aceite_pendente: false });
    expect(await screen.findByRole('heading', { name: 'Cadastro em análise', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Página do console' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Meu perfil' }).getAttribute('href')).toBe('/settings');
  });

  it('lets a pending sign-up reach its own profile', async () => {
    open({ cadastro: 'pendente', aceite_pendente: false }, '/settings');
    expect(await screen.findByRole('heading', { name: 'Página do console' })).toBeTruthy();
  });

  it("shows the agreement in force before anything else, and 'Aceitar' sends its version", async () => {
    const getTermosVigente = vi.fn(async () => ({ id: 3, versao: '2026.1', texto: 'Cláusula primeira.', vigente_desde: '2026-11-01T12:00:00Z' }));
    const acceptTermos = vi.fn(async () => ({ id: 9, role: 5, is_superuser: false, email: 'nova@example.com', cadastro: 'pendente', aceite_pendente: false }));
    const gate = open({ cadastro: 'pendente', aceite_pendente: true }, '/settings', { getTermosVigente, acceptTermos });
    expect(await screen.findByRole('heading', { name: 'Termos de parceria', level: 1 })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Texto dos termos de parceria' }).textContent).toBe('Cláusula primeira.');
    expect(screen.getByText(/Versão 2026\.1, vigente desde 01\/11\/2026/)).toBeTruthy();
    gate.becomes({ aceite_pendente: false });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Aceitar' }));
    expect(acceptTermos).toHaveBeenCalledWith('2026.1');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Página do console' })).toBeTruthy());
  });
});
