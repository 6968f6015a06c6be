// /admin 'Gestão de Usuários': the add and edit dialogs' rules and messages and the table's badges and
// own-row rule, against a stubbed dataProvider.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill } from '../helpers/typing';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { users as userDeclaration } from '../../common/resources/users';
import type { User } from '../../src/features/users/types';
import { userForm } from '../../src/features/users/userForm';
import { EditUserDialog } from '../../src/features/users/UserRowDialog';
import { createDialogOf } from '../helpers/formDialogs';
import { listPage } from '../helpers/listPage';
import { renderPortal, signedInAs } from '../helpers/renderPortal';
import { userRow } from '../helpers/userRows';

/** 'Adicionar Usuário': the kit's create dialog of the users' form. */
const AddUserDialog = createDialogOf(userDeclaration, userForm);

const saveButton = () => within(screen.getByRole('dialog')).getByRole<HTMLButtonElement>('button', { name: 'Salvar' });
const field = (label: string) => within(screen.getByRole('dialog')).getByLabelText(label) as HTMLInputElement;

async function choose(user: ReturnType<typeof userEvent.setup>, combobox: RegExp, option: string) {
  await user.click(within(screen.getByRole('dialog')).getByRole('combobox', { name: combobox }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** When every user below was created, as the API answers it. */
const created_at = '2026-01-02T12:00:00.000Z';

// MUI selects in jsdom are slow on a busy machine.
const slow = { timeout: 45_000 };

describe('the add-user dialog', slow, () => {
  const open = (caller = { id: 1, role: 1, is_superuser: true }) => {
    const create = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { id: 99, ...data } }));
    const onClose = vi.fn();
    renderPortal(<AddUserDialog open onClose={onClose} />, { dataProvider: { create }, authProvider: signedInAs(caller) });
    return { create, onClose, user: userEvent.setup() };
  };

  it('starts with Salvar disabled, role Parceiro and the user active', () => {
    open();
    expect(saveButton().disabled).toBe(true);
    expect(within(screen.getByRole('dialog')).getByRole('combobox', { name: /Função/i }).textContent).toBe('Parceiro');
    expect(within(screen.getByRole('dialog')).getByRole<HTMLInputElement>('switch', { name: 'Ativo' }).checked).toBe(true);
  });

  it('says what is wrong with each field', async () => {
    const { user } = open();
    await user.click(field('Email'));
    await user.tab();
    expect(await screen.findByText('Email é obrigatório')).toBeTruthy();
    await fill(user, field('Email'), 'sem-arroba');
    await user.tab();
    expect(await screen.findByText('Email inválido')).toBeTruthy();

    await user.click(field('Documento'));
    await user.tab();
    expect(await screen.findByText('Documento é obrigatório')).toBeTruthy();

    await user.click(field('Senha'));
    await user.tab();
    expect(await screen.findByText('Senha é obrigatória')).toBeTruthy();
    await fill(user, field('Senha'), 'curta');
    await user.tab();
    expect(await screen.findByText('Senha deve ter pelo menos 8 caracteres')).toBeTruthy();

    await user.click(field('Confirmar senha'));
    await user.tab();
    expect(await screen.findByText('Por favor confirme sua senha')).toBeTruthy();
    await fill(user, field('Confirmar senha'), 'outra');
    await user.tab();
    expect(await screen.findByText('As senhas não coincidem')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
  });

  it("keeps digits, and a CNPJ's letters, in the document, as many as the person type allows", async () => {
    const { user } = open();
    await choose(user, /Tipo de pessoa/, 'Pessoa Jurídica');
    await fill(user, field('Documento'), '12.345');
    await user.tab();
    expect(field('Documento').value).toBe('12345');
    expect(await screen.findByText('CNPJ deve ter 14 dígitos')).toBeTruthy();

    await choose(user, /Tipo de pessoa/, 'Pessoa Física');
    // The new kind re-checks what was typed.
    expect(await screen.findByText('CPF deve ter 11 dígitos')).toBeTruthy();
    await user.clear(field('Documento'));
    await fill(user, field('Documento'), '123');
    await user.tab();
    expect(await screen.findByText('CPF deve ter 11 dígitos')).toBeTruthy();

    await user.clear(field('Documento'));
    await fill(user, field('Documento'), '529.982.247-25999');
    expect(field('Documento').value).toBe('52998224725');
    await user.clear(field('Documento'));
    await fill(user, field('Documento'), 'abc');
    expect(field('Documento').value).toBe('');

    await choose(user, /Tipo de pessoa/, 'Pessoa Jurídica');
    await user.clear(field('Documento'));
    await fill(user, field('Documento'), '12.abc.345/01de-35');
    await user.tab();
    expect(field('Documento').value).toBe('12ABC34501DE35');
    expect(screen.queryByText(/CNPJ deve ter|CNPJ inválido/)).toBeNull();
    // A new kind keeps of what was typed only what it takes.
    await choose(user, /Tipo de pessoa/, 'Pessoa Física');
    await waitFor(() => expect(field('Documento').value).toBe('123450135'));
  });

  it('requires a role', async () => {
    const { user } = open();
    await user.click(within(screen.getByRole('dialog')).getByRole('combobox', { name: /Função/i }));
    // Every role is offered.
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual([
      'Administrador do Sistema',
      'Executivo de Contas',
      'Licenciado',
      'Membro de equipe',
      'Parceiro',
      'Indicador',
    ]);
  });

  it.each([
    { caller: 'a superuser', is_superuser: true },
    { caller: 'an administrator who is not a superuser', is_superuser: false },
  ])('creates the user; is_superuser follows the Administrador role when $caller creates it', async ({ is_superuser }) => {
    const { user, create, onClose } = open({ id: 1, role: 1, is_superuser });
    await fill(user, field('Email'), 'novo@example.com');
    await fill(user, field('Nome completo'), 'Novo Administrador');
    await fill(user, field('Documento'), '52998224725');
    await choose(user, /Função/, 'Administrador do Sistema');
    await fill(user, field('Senha'), 'Senha-nova-123');
    await fill(user, field('Confirmar senha'), 'Senha-nova-123');
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    await user.click(saveButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith('admin', expect.objectContaining({
      data: {
        email: 'novo@example.com',
        full_name: 'Novo Administrador',
        document: '52998224725',
        password: 'Senha-nova-123',
        confirm_password: 'Senha-nova-123',
        is_active: true,
        role: 1,
        is_superuser,
      },
    }));
    expect((await screen.findByRole('alert')).textContent).toContain('Usuário criado com sucesso.');
  });
});

describe('the edit-user dialog', slow, () => {
  const maria = userRow({ created_at });
  const open = () => {
    const update = vi.fn(async (_resource: string, { id, data }: { id: number; data: object }) => ({ data: { ...maria, id, ...data } }));
    const onClose = vi.fn();
    renderPortal(<EditUserDialog user={maria} open onClose={onClose} />, { dataProvider: { update } });
    return { update, onClose, user: userEvent.setup() };
  };

  it('loads the user and leaves Salvar off until something changes', () => {
    open();
    expect(field('Email').value).toBe('maria@example.com');
    expect(field('Nome completo').value).toBe('Maria');
    expect(within(screen.getByRole('dialog')).getByRole<HTMLInputElement>('switch', { name: 'Superusuário' }).checked).toBe(false);
    expect(saveButton().disabled).toBe(true);
  });

  it('wants a new password of at least 8 characters, confirmed', async () => {
    const { user } = open();
    await fill(user, field('Senha'), 'curta');
    await user.tab();
    expect(await screen.findByText('A senha deve ter pelo menos 8 caracteres')).toBeTruthy();
    await user.clear(field('Senha'));
    await fill(user, field('Senha'), 'Senha-nova-123');
    await fill(user, field('Confirmar senha'), 'Senha-outra-123');
    await user.tab();
    expect(await screen.findByText('As senhas não coincidem')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
  });

  it('sends no password when none was typed', async () => {
    const { user, update, onClose } = open();
    await user.clear(field('Nome completo'));
    await fill(user, field('Nome completo'), 'Maria Editada');
    await user.click(saveButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const { data } = update.mock.calls[0][1];
    expect(data).toEqual({ email: 'maria@example.com', full_name: 'Maria Editada', role: 5, is_active: true, is_superuser: false });
    expect((await screen.findByRole('alert')).textContent).toContain('Usuário atualizado com sucesso.');
  });
});

describe('the users table', slow, () => {
  const users: User[] = [
    { id: 1, email: 'admin@example.com', full_name: 'Administrador', document: null, role: 1, is_active: true, is_superuser: true, person_id: null, cadastro: 'aprovado', motivo_recusa: null, created_at },
    { id: 2, email: 'ana@example.com', full_name: 'Ana', document: null, role: 2, is_active: false, is_superuser: false, person_id: null, cadastro: 'aprovado', motivo_recusa: null, created_at },
    { id: 3, email: 'bia@example.com', full_name: null, document: null, role: 6, is_active: true, is_superuser: false, person_id: null, cadastro: 'aprovado', motivo_recusa: null, created_at },
  ];
  const showList = (url = '/admin') => {
    const getList = vi.fn(async () => ({ data: users, total: 23 }));
    const resetUserMfa = vi.fn(async () => ({ message: 'Verificação em duas etapas desativada.' }));
    const harness = renderPortal(
      <ResourceContextProvider value="admin">{listPage('admin')}</ResourceContextProvider>,
      { url, path: '/admin', dataProvider: { getList, resetUserMfa }, authProvider: signedInAs({ id: 1, role: 1, is_superuser: true }) },
    );
    return { getList, resetUserMfa, harness };
  };
  const rowOf = async (email: string) => (await screen.findByText(email)).closest('tr') as HTMLElement;

  it('marks the own row and turns its actions off', async () => {
    showList();
    const own = await rowOf('admin@example.com');
    await within(own).findByText('Você');
    expect(within(own).getByText('Super')).toBeTruthy();
    expect(within(own).getByRole<HTMLButtonElement>('button', { name: 'Inativar' }).disabled).toBe(true);
    expect(within(own).getByRole<HTMLButtonElement>('button', { name: /Ações/ }).disabled).toBe(true);
    expect(within(own).getByRole<HTMLInputElement>('checkbox').disabled).toBe(true);

    const ana = await rowOf('ana@example.com');
    expect(within(ana).queryByText('Você')).toBeNull();
    expect(within(ana).getByText('Inativo')).toBeTruthy();
    expect(within(ana).getByRole<HTMLButtonElement>('button', { name: 'Ativar' }).disabled).toBe(false);
    expect(within(await rowOf('bia@example.com')).getByText('N/A')).toBeTruthy();
  });

  it('shows the columns, the count and reads the filters from the URL', async () => {
    const { getList } = showList('/admin?page=abc&query=ana&is_active=false&role=2');
    expect(await screen.findByText('Mostrando 3 de 23 usuários')).toBeTruthy();
    for (const column of ['Nome Completo', 'Email', 'Função', 'Status', 'Ações']) {
      expect(screen.getByRole('columnheader', { name: column })).toBeTruthy();
    }
    expect(getList).toHaveBeenCalledWith(
      'admin',
      expect.objectContaining({
        pagination: { page: 1, perPage: 10 },
        filter: { query: 'ana', is_active: false, role: 2 },
      }),
    );
  });

  it('sorts by Nome Completo and Email from their headers, kept in the URL; Função is a plain label', async () => {
    const { getList, harness } = showList('/admin?page=2&query=a');
    await rowOf('ana@example.com');
    const lastSort = () => (getList.mock.calls.at(-1) as unknown as [string, { sort: object }])[1].sort;
    const params = () => new URLSearchParams(harness.location().search);

    await userEvent.click(screen.getByRole('button', { name: /Nome Completo/i }));
    await waitFor(() => expect(lastSort()).toEqual({ field: 'full_name', order: 'ASC' }));
    expect(Object.fromEntries(params())).toEqual({ query: 'a', sort: 'full_name', order: 'asc' });

    await userEvent.click(screen.getByRole('button', { name: /Nome Completo/i }));
    await waitFor(() => expect(lastSort()).toEqual({ field: 'full_name', order: 'DESC' }));
    expect(params().get('order')).toBe('desc');

    await userEvent.click(screen.getByRole('button', { name: /Email/i }));
    await waitFor(() => expect(params().get('sort')).toBe('email'));
    expect(screen.queryByRole('button', { name: /Função/i })).toBeNull();
  });

  it("resets a user's two-factor login after a confirmation that says what it does", async () => {
    const { resetUserMfa } = showList();
    const user = userEvent.setup();
    await user.click(within(await rowOf('ana@example.com')).getByRole('button', { name: 'Ações de ana@example.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Redefinir verificação em duas etapas' }));
    const confirm = within(await screen.findByRole('dialog'));
    expect(confirm.getByText('Redefinir verificação em duas etapas')).toBeTruthy();
    expect(
      confirm.getByText(
        'Desativar a verificação em duas etapas de ana@example.com? O aplicativo autenticador e os códigos de recuperação atuais deixam de valer, e o usuário entra só com a senha até configurá-la de novo.',
      ),
    ).toBeTruthy();
    await user.click(confirm.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(resetUserMfa).not.toHaveBeenCalled();

    await user.click(within(await rowOf('ana@example.com')).getByRole('button', { name: 'Ações de ana@example.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Redefinir verificação em duas etapas' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Redefinir' }));
    await waitFor(() => expect(resetUserMfa).toHaveBeenCalledWith(2));
    expect((await screen.findByRole('alert')).textContent).toContain('A verificação em duas etapas do usuário foi redefinida.');
  });
});
