// The public pages as a person uses them: messages on blur, what is sent, where it goes, and the toasts.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/dataProvider/httpClient';
import { LoginPage } from '../../src/features/public/LoginPage';
import { RecoverPasswordPage } from '../../src/features/public/RecoverPasswordPage';
import { ResetPasswordPage } from '../../src/features/public/ResetPasswordPage';
import { SignupPage } from '../../src/features/public/SignupPage';
import { renderPortal } from '../helpers/renderPortal';
import { answersRendered } from '../helpers/settled';
import { fill } from '../helpers/typing';

afterEach(() => localStorage.clear());

// Typing into MUI fields in jsdom is slow on a busy machine.
const slow = { timeout: 45_000 };

const apiError = (status: number, message: string) => new ApiError(message, status, {}, '/api/v1/x', 'Bad Request');
const toast = () => screen.findByRole('alert');

describe('/signup', slow, () => {
  const signupPage = () => {
    const signup = vi.fn(async () => ({ id: 1 }));
    const harness = renderPortal(<SignupPage />, { url: '/signup', path: '/signup', dataProvider: { signup } });
    return { signup, harness, user: userEvent.setup() };
  };

  it('explains each field when it is left wrong', async () => {
    const { user } = signupPage();
    await user.click(screen.getByLabelText('Nome completo'));
    await user.tab();
    expect(await screen.findByText('Nome completo é obrigatório')).toBeTruthy();

    await fill(user, screen.getByLabelText('Email'), 'sem-arroba');
    await user.tab();
    expect(await screen.findByText('Email inválido')).toBeTruthy();

    await fill(user, screen.getByLabelText('Senha'), 'curta');
    await user.tab();
    expect(await screen.findByText('Senha deve ter pelo menos 8 caracteres.')).toBeTruthy();

    await user.tab();
    expect(await screen.findByText('Confirmação de senha é obrigatória.')).toBeTruthy();
    await fill(user, screen.getByLabelText('Confirmar senha'), 'outra-coisa');
    await user.tab();
    expect(await screen.findByText('As senhas devem ser iguais.')).toBeTruthy();
  });

  it('asks for an email and a password before sending', async () => {
    const { user, signup } = signupPage();
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText('Email é obrigatório')).toBeTruthy();
    expect(screen.getByText('Senha é obrigatória.')).toBeTruthy();
    expect(signup).not.toHaveBeenCalled();
  });

  it('registers and goes to /login', async () => {
    const { user, signup, harness } = signupPage();
    await fill(user, screen.getByLabelText('Nome completo'), '  Maria Souza ');
    await fill(user, screen.getByLabelText('Email'), 'maria@example.com');
    await fill(user, screen.getByLabelText('Senha'), 'Senha-forte-1');
    await fill(user, screen.getByLabelText('Confirmar senha'), 'Senha-forte-1');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(harness.location().pathname).toBe('/login'));
    expect(signup).toHaveBeenCalledWith({ full_name: 'Maria Souza', email: 'maria@example.com', password: 'Senha-forte-1' });
  });

  it('shows why the API refused', async () => {
    const { user, signup, harness } = signupPage();
    signup.mockRejectedValueOnce(apiError(400, 'Já existe um usuário com este email'));
    await fill(user, screen.getByLabelText('Nome completo'), 'Maria');
    await fill(user, screen.getByLabelText('Email'), 'maria@example.com');
    await fill(user, screen.getByLabelText('Senha'), 'Senha-forte-1');
    await fill(user, screen.getByLabelText('Confirmar senha'), 'Senha-forte-1');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    const alert = await toast();
    expect(alert.textContent).toContain('Algo deu errado!');
    expect(alert.textContent).toContain('Já existe um usuário com este email');
    expect(harness.location().pathname).toBe('/signup');
  });

  it('leads a signed-in visitor home', () => {
    localStorage.setItem('access_token', 'jwt');
    const { harness } = signupPage();
    expect(harness.location().pathname).toBe('/');
  });
});

describe('/login', slow, () => {
  it('asks for the email and checks its form on blur', async () => {
    renderPortal(<LoginPage />, { url: '/login', path: '/login' });
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Email'));
    await user.tab();
    expect(await screen.findByText('Usuário é obrigatório')).toBeTruthy();
    await fill(user, screen.getByLabelText('Email'), 'nao-e-email');
    await user.tab();
    expect(await screen.findByText('Email inválido')).toBeTruthy();
  });

  it('shows a refused login as a toast and stays on /login', async () => {
    const login = vi.fn(async () => {
      throw apiError(400, 'Email ou senha incorretos');
    });
    const authProvider = { login, logout: vi.fn(), checkAuth: vi.fn(async () => undefined), checkError: vi.fn(async () => undefined) };
    const harness = renderPortal(<LoginPage />, { url: '/login', path: '/login', authProvider });
    const user = userEvent.setup();
    await fill(user, screen.getByLabelText('Email'), 'ana@example.com');
    await fill(user, screen.getByLabelText('Senha'), 'errada-123');
    await user.click(screen.getByRole('button', { name: 'Entre' }));
    const alert = await toast();
    expect(within(alert).getByText('Algo deu errado!')).toBeTruthy();
    expect(within(alert).getByText('Email ou senha incorretos')).toBeTruthy();
    expect(login).toHaveBeenCalledWith({ username: 'ana@example.com', password: 'errada-123' });
    expect(harness.location().pathname).toBe('/login');
  });

  it('opens the portal after a good login', async () => {
    const authProvider = {
      login: vi.fn(async () => ({ redirectTo: '/' })),
      logout: vi.fn(),
      checkAuth: vi.fn(async () => undefined),
      checkError: vi.fn(async () => undefined),
    };
    const harness = renderPortal(<LoginPage />, { url: '/login', path: '/login', authProvider });
    const user = userEvent.setup();
    await fill(user, screen.getByLabelText('Email'), 'ana@example.com');
    await fill(user, screen.getByLabelText('Senha'), 'Senha-boa-123');
    await user.click(screen.getByRole('button', { name: 'Entre' }));
    await waitFor(() => expect(harness.location().pathname).toBe('/'));
  });

  it('sends the login of the default first administrator, admin@localhost (a host without a dot)', async () => {
    const login = vi.fn(async () => ({ redirectTo: '/' }));
    const authProvider = { login, logout: vi.fn(), checkAuth: vi.fn(async () => undefined), checkError: vi.fn(async () => undefined) };
    const harness = renderPortal(<LoginPage />, { url: '/login', path: '/login', authProvider });
    const user = userEvent.setup();
    await fill(user, screen.getByLabelText('Email'), 'admin@localhost');
    await user.tab();
    await fill(user, screen.getByLabelText('Senha'), 'Senha-boa-123');
    await user.click(screen.getByRole('button', { name: 'Entre' }));
    await waitFor(() => expect(login).toHaveBeenCalledWith({ username: 'admin@localhost', password: 'Senha-boa-123' }));
    expect(screen.queryByText('Email inválido')).toBeNull();
    await waitFor(() => expect(harness.location().pathname).toBe('/'));
  });

  it('links to password recovery', () => {
    renderPortal(<LoginPage />, { url: '/login', path: '/login' });
    expect(screen.getByRole('link', { name: 'Esqueceu a senha?' }).getAttribute('href')).toBe('/recover-password');
  });
});

describe('/recover-password', slow, () => {
  it('sends the email and confirms with a toast', async () => {
    const recoverPassword = vi.fn(async () => ({ message: 'ok' }));
    renderPortal(<RecoverPasswordPage />, { url: '/recover-password', path: '/recover-password', dataProvider: { recoverPassword } });
    const user = userEvent.setup();
    await fill(user, screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const alert = await toast();
    expect(alert.textContent).toContain('Sucesso!');
    expect(alert.textContent).toContain('Email para recuperação de senha enviado.');
    expect(recoverPassword).toHaveBeenCalledWith('ana@example.com');
  });
});

describe('/reset-password', slow, () => {
  const fillPasswords = async (password: string, confirmation = password) => {
    const user = userEvent.setup();
    await fill(user, screen.getByLabelText('Nova senha'), password);
    await fill(user, screen.getByLabelText('Confirmar senha'), confirmation);
    return user;
  };

  it('sends nothing without a token in the URL', async () => {
    const resetPassword = vi.fn();
    renderPortal(<ResetPasswordPage />, { url: '/reset-password', path: '/reset-password', dataProvider: { resetPassword } });
    const user = await fillPasswords('Nova-senha-456');
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Redefinir senha' });
    expect(button.disabled).toBe(true);
    await user.type(screen.getByLabelText('Confirmar senha'), '{Enter}');
    // The submission the Enter started has run its course.
    await answersRendered();
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('resets with the token, then goes to /login with a toast', async () => {
    const resetPassword = vi.fn(async () => ({ message: 'Password updated successfully' }));
    const harness = renderPortal(<ResetPasswordPage />, {
      url: '/reset-password?token=abc.def',
      path: '/reset-password',
      dataProvider: { resetPassword },
    });
    const user = await fillPasswords('Nova-senha-456');
    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    await waitFor(() => expect(harness.location().pathname).toBe('/login'));
    expect(resetPassword).toHaveBeenCalledWith({ token: 'abc.def', new_password: 'Nova-senha-456' });
    expect((await toast()).textContent).toContain('Senha atualizada com sucesso.');
  });

  it('wants the confirmation to match', async () => {
    const resetPassword = vi.fn();
    renderPortal(<ResetPasswordPage />, { url: '/reset-password?token=t', path: '/reset-password', dataProvider: { resetPassword } });
    const user = await fillPasswords('Nova-senha-456', 'Outra-senha-456');
    await user.tab();
    expect(await screen.findByText('As senhas devem ser iguais.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(resetPassword).not.toHaveBeenCalled();
  });
});
