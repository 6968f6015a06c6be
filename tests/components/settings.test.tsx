// /settings: the four tabs and their rules, with a stubbed API and identity.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SettingsPage } from '../../src/features/settings/SettingsPage';
import { renderPortal, signedInAs } from '../helpers/renderPortal';
import { fill } from '../helpers/typing';

afterEach(() => localStorage.clear());

const slow = { timeout: 45_000 };
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

function openSettings(options: { superuser?: boolean; api?: Record<string, unknown> } = {}) {
  const authProvider = signedInAs({ id: 4, role: 2, is_superuser: options.superuser, full_name: 'Maria Original', email: 'maria@example.com' });
  // 'Meu perfil' asks whether two-factor login is on.
  const myMfa = async () => ({ enabled: false, pending: false, required: false, recovery_codes_left: 0 });
  renderPortal(<SettingsPage />, { url: '/settings', path: '/settings', authProvider, dataProvider: { myMfa, ...options.api } });
  return { authProvider, user: userEvent.setup() };
}

describe('tabs', slow, () => {
  it('has four tabs, without the danger zone for superusers', async () => {
    openSettings();
    const names = (await screen.findAllByRole('tab')).map((tab) => tab.textContent);
    expect(names).toEqual(['Meu perfil', 'Senha', 'Aparência', 'Zona de perigo']);
  });

  it('hides the danger zone from a superuser', async () => {
    openSettings({ superuser: true });
    const names = (await screen.findAllByRole('tab')).map((tab) => tab.textContent);
    expect(names).toEqual(['Meu perfil', 'Senha', 'Aparência']);
  });
});

describe('Meu perfil', slow, () => {
  it('edits, keeps Salvar off until a change with an email, and Cancelar restores', async () => {
    const updateMe = vi.fn();
    const { user } = openSettings({ api: { updateMe } });
    expect(await screen.findByText('Maria Original')).toBeTruthy();
    await user.click(button('Editar'));
    expect(button('Salvar').disabled).toBe(true);
    await user.clear(screen.getByLabelText('Nome completo'));
    await fill(user, screen.getByLabelText('Nome completo'), 'Maria Rascunho');
    expect(button('Salvar').disabled).toBe(false);
    await user.clear(screen.getByLabelText('Email'));
    expect(button('Salvar').disabled).toBe(true);
    await user.click(button('Cancelar'));
    expect(screen.getByText('Maria Original')).toBeTruthy();
    expect(screen.queryByText('Maria Rascunho')).toBeNull();
    await user.click(button('Editar'));
    expect((screen.getByLabelText('Nome completo') as HTMLInputElement).value).toBe('Maria Original');
    expect(updateMe).not.toHaveBeenCalled();
  });

  it('limits the name to 30 characters and saves with PATCH /users/me', async () => {
    const updateMe = vi.fn(async (data: object) => ({ id: 4, role: 2, is_superuser: false, email: 'maria@example.com', ...data }));
    const { user } = openSettings({ api: { updateMe } });
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    expect(screen.getByLabelText('Nome completo').getAttribute('maxlength')).toBe('30');
    await user.clear(screen.getByLabelText('Nome completo'));
    await fill(user, screen.getByLabelText('Nome completo'), 'Maria Atualizada');
    await user.click(button('Salvar'));
    expect((await screen.findByRole('alert')).textContent).toContain('Usuário atualizado com sucesso.');
    expect(updateMe).toHaveBeenCalledWith({ full_name: 'Maria Atualizada', email: 'maria@example.com' });
  });
});

describe('the daily task digest', slow, () => {
  it('is on by default and turned off at once with PATCH /users/me {task_digest_opt_out: true}', async () => {
    const updateMe = vi.fn(async (data: object) => ({ id: 4, role: 2, is_superuser: false, email: 'maria@example.com', ...data }));
    const { user } = openSettings({ api: { updateMe } });
    const digest = await screen.findByRole('switch', { name: 'Receber o resumo diário de tarefas' });
    expect(digest).toHaveProperty('checked', true);
    await user.click(digest);
    expect((await screen.findByRole('alert')).textContent).toContain('Você não receberá mais o resumo diário de tarefas.');
    expect(updateMe).toHaveBeenCalledWith({ task_digest_opt_out: true });
  });
});

describe('Meu perfil with admin@localhost', slow, () => {
  it('saves an email whose host has no dot, as the default first administrator has', async () => {
    const updateMe = vi.fn(async (data: object) => ({ id: 4, role: 2, is_superuser: false, ...data }));
    const { user } = openSettings({ api: { updateMe } });
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    await user.clear(screen.getByLabelText('Email'));
    await fill(user, screen.getByLabelText('Email'), 'admin@localhost');
    await user.tab();
    expect(screen.queryByText('Email inválido')).toBeNull();
    await waitFor(() => expect(button('Salvar').disabled).toBe(false));
    await user.click(button('Salvar'));
    expect((await screen.findByRole('alert')).textContent).toContain('Usuário atualizado com sucesso.');
    expect(updateMe).toHaveBeenCalledWith({ full_name: 'Maria Original', email: 'admin@localhost' });
  });
});

describe('Senha', slow, () => {
  it('keeps Salvar off until the three fields are valid, then changes the password', async () => {
    const changeMyPassword = vi.fn(async () => ({ message: 'Password updated successfully' }));
    const { user } = openSettings({ api: { changeMyPassword } });
    await user.click(await screen.findByRole('tab', { name: 'Senha' }));
    expect(button('Salvar').disabled).toBe(true);
    await fill(user, screen.getByLabelText('Senha atual'), 'Senha-antiga-1');
    await fill(user, screen.getByLabelText('Nova senha'), 'curta');
    await user.tab();
    expect(await screen.findByText('Senha deve ter pelo menos 8 caracteres.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Nova senha'));
    await fill(user, screen.getByLabelText('Nova senha'), 'Senha-nova-22');
    await fill(user, screen.getByLabelText('Confirmar senha'), 'Senha-outra-22');
    await user.tab();
    expect(await screen.findByText('As senhas devem ser iguais.')).toBeTruthy();
    expect(button('Salvar').disabled).toBe(true);
    await user.clear(screen.getByLabelText('Confirmar senha'));
    await fill(user, screen.getByLabelText('Confirmar senha'), 'Senha-nova-22');
    await waitFor(() => expect(button('Salvar').disabled).toBe(false));
    await user.click(button('Salvar'));
    expect((await screen.findByRole('alert')).textContent).toContain('Senha atualizada com sucesso.');
    expect(changeMyPassword).toHaveBeenCalledWith({ current_password: 'Senha-antiga-1', new_password: 'Senha-nova-22' });
  });
});

describe('Aparência', slow, () => {
  it("starts on Sistema and keeps the choice in localStorage['theme']", async () => {
    const { user } = openSettings();
    await user.click(await screen.findByRole('tab', { name: 'Aparência' }));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Sistema' }).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Modo Escuro' }));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Modo Escuro' }).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Modo Claro' }));
    expect(localStorage.getItem('theme')).toBe('light');
  });
});

describe('Zona de perigo', slow, () => {
  it('asks for confirmation, deletes the account and logs out', async () => {
    const deleteMe = vi.fn(async () => ({ message: 'User deleted successfully' }));
    const { user, authProvider } = openSettings({ api: { deleteMe } });
    await user.click(await screen.findByRole('tab', { name: 'Zona de perigo' }));
    await user.click(button('Excluir conta'));
    const dialog = screen.getByRole('dialog', { name: 'Confirmação Necessária' });
    expect(dialog.textContent).toMatch(/permanentemente/);
    expect(dialog.textContent).toMatch(/irreversível/);
    expect(deleteMe).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Sua conta foi excluída com sucesso');
    expect(deleteMe).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(authProvider.logout).toHaveBeenCalled());
  });
});

describe('notification preferences', slow, () => {
  it("lists each event with its two switches and saves one at once with PUT /users/me/notificacoes", async () => {
    const preferencias = [
      { evento: 'oportunidade_estagio', label: 'Uma oportunidade minha mudou de estágio', no_app: true, por_email: false },
      { evento: 'tarefa_atribuida', label: 'Uma tarefa foi atribuída a mim', no_app: true, por_email: true },
    ];
    const getNotificationPreferences = vi.fn(async () => ({ preferencias }));
    const saveNotificationPreferences = vi.fn(async (changed: { evento: string; no_app: boolean; por_email: boolean }[]) => ({
      preferencias: preferencias.map((p) => ({ ...p, ...changed.find((c) => c.evento === p.evento) })),
    }));
    const { user } = openSettings({ api: { getNotificationPreferences, saveNotificationPreferences } });
    const email = await screen.findByRole('switch', { name: 'Uma oportunidade minha mudou de estágio: por e-mail' });
    expect(email).toHaveProperty('checked', false);
    expect(screen.getByRole('switch', { name: 'Uma tarefa foi atribuída a mim: por e-mail' })).toHaveProperty('checked', true);
    await user.click(email);
    expect((await screen.findByRole('alert')).textContent).toContain('Preferências de notificação salvas.');
    expect(saveNotificationPreferences).toHaveBeenCalledWith([{ evento: 'oportunidade_estagio', no_app: true, por_email: true }]);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Uma oportunidade minha mudou de estágio: por e-mail' })).toHaveProperty('checked', true));
  });
});
