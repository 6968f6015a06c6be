// /auditoria: an administrator reads the audit trail (pt-BR date-time, Portuguese action and resource,
// the changes in one line) with its filters sent to GET /auditoria/; the menu offers it by the policy
// table, so a partner has no entry. The person, opportunity and user pages' 'Auditoria' card is one
// component over a resource and a record id.
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UserRole } from '../../common/enums';
import { Menu } from '../../src/ui/layout/Menu';
import AuditList from '../../src/features/auditoria/AuditList';
import { RecordAuditCard } from '../../src/features/auditoria/RecordAuditCard';
import { EditUserDialog } from '../../src/features/users/UserRowDialog';
import PessoaDetail from '../../src/features/persons/PessoaDetail';
import { mariaCliente } from '../helpers/personDetail';
import { formatDateTime } from '../../src/i18n/format';
import { renderPortal, signedInAs } from '../helpers/renderPortal';
import { userRow } from '../helpers/userRows';

const entries = [
  {
    id: 2,
    created_at: '2026-11-20T14:05:00Z',
    user_id: 1,
    user_email: 'admin@example.com',
    client_ip: '203.0.113.9',
    user_agent: 'Firefox',
    action: 'update',
    resource: 'persons',
    record_id: 7,
    parent_resource: null,
    parent_id: null,
    changes: { name: { before: 'Maria', after: 'Maria Cliente' }, role: { before: 1, after: 3 } },
  },
  {
    id: 1,
    created_at: '2026-11-20T13:00:00Z',
    user_id: null,
    user_email: null,
    client_ip: '198.51.100.4',
    user_agent: null,
    action: 'login_failed',
    resource: 'session',
    record_id: null,
    parent_resource: null,
    parent_id: null,
    changes: null,
  },
];

describe('/auditoria', () => {
  it('shows an administrator the entries and sends the filters of the URL', async () => {
    const getList = vi.fn(async (resource: string) =>
      resource === 'auditoria' ? { data: entries, total: 2 } : { data: [{ id: 1, full_name: 'Admin', email: 'admin@example.com' }], total: 1 },
    );
    renderPortal(<AuditList />, {
      url: '/auditoria?action=update&resource=persons&de=2026-11-01',
      dataProvider: { getList },
      authProvider: signedInAs({ id: 1, role: UserRole.Admin }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Auditoria' })).toBeTruthy();
    const row = (await screen.findByText('admin@example.com')).closest('tr')!;
    for (const column of ['Data', 'Usuário', 'Ação', 'Recurso', 'Registro', 'Endereço', 'Alterações']) {
      expect(screen.getByRole('columnheader', { name: column })).toBeTruthy();
    }
    const cells = within(row);
    expect(cells.getByText(formatDateTime('2026-11-20T14:05:00Z'))).toBeTruthy();
    expect(formatDateTime('2026-11-20T14:05:00Z')).toMatch(/^20\/11\/2026/);
    expect(cells.getByText('Alteração')).toBeTruthy();
    expect(cells.getByText('Pessoas')).toBeTruthy();
    expect(cells.getByText('7')).toBeTruthy();
    expect(cells.getByText('203.0.113.9')).toBeTruthy();
    expect(cells.getByText('Nome: Maria → Maria Cliente; Papel: Cliente → Cliente e Parceiro')).toBeTruthy();
    const failed = within(screen.getByText('Login recusado').closest('tr')!);
    expect(failed.getByText('Sessão')).toBeTruthy();
    expect(failed.getByText('198.51.100.4')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Exportar/ })).toBeTruthy();
    expect(getList).toHaveBeenCalledWith(
      'auditoria',
      expect.objectContaining({ filter: expect.objectContaining({ action: 'update', resource: 'persons', de: '2026-11-01' }) }),
    );
  });

  it('is in the menu of an administrator', async () => {
    renderPortal(<Menu />, { authProvider: signedInAs({ id: 1, role: UserRole.Admin }) });
    expect(await screen.findByRole('menuitem', { name: 'Auditoria' })).toBeTruthy();
  });

  it('has no menu entry for a partner', async () => {
    renderPortal(<Menu />, { authProvider: signedInAs({ id: 5, role: UserRole.Partner }) });
    // The partner's own entries load by the same policy table: once one is there, the menu has settled.
    expect(await screen.findByRole('menuitem', { name: /Oportunidades/ })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Auditoria' })).toBeNull();
  });
});

describe('/pessoas/{id} Auditoria card', () => {
  const openPerson = (user: Parameters<typeof signedInAs>[0]) => {
    const dataProvider = { getOne: vi.fn(async () => ({ data: mariaCliente })), getList: vi.fn(async () => ({ data: entries, total: 2 })) };
    renderPortal(<PessoaDetail />, { url: '/pessoas/7', path: '/pessoas/:id/*', dataProvider, authProvider: signedInAs(user) });
    return dataProvider;
  };

  it("lists the person's entries to an administrator", async () => {
    const { getList } = openPerson({ id: 1, role: UserRole.Admin });
    const card = within(await screen.findByRole('region', { name: 'Auditoria' }));
    expect(await card.findByText(`${formatDateTime('2026-11-20T14:05:00Z')} · admin@example.com · Alteração (Pessoas)`)).toBeTruthy();
    expect(card.getByText('Nome: Maria → Maria Cliente; Papel: Cliente → Cliente e Parceiro')).toBeTruthy();
    expect(getList).toHaveBeenCalledWith('auditoria', expect.objectContaining({ filter: { resource: 'persons', record_id: 7 } }));
  });

  it('is not on the page of a partner', async () => {
    const { getList } = openPerson({ id: 5, role: UserRole.Partner, person_id: 7 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Maria Cliente' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Contatos' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Auditoria' })).toBeNull();
    expect(getList).not.toHaveBeenCalledWith('auditoria', expect.anything());
  });
});

describe('the Auditoria card of an opportunity and of a user', () => {
  const mfaReset = {
    ...entries[0],
    id: 3,
    action: 'mfa_change',
    resource: 'users',
    record_id: 9,
    changes: { mfa: 'redefinida' },
  };
  const render = (ui: ReactElement, user: Parameters<typeof signedInAs>[0]) => {
    const getList = vi.fn(async () => ({ data: [mfaReset], total: 1 }));
    const authProvider = signedInAs(user);
    renderPortal(ui, { dataProvider: { getList }, authProvider });
    return Object.assign(getList, { asked: authProvider.canAccess });
  };

  it("lists an opportunity's entries by its resource and id", async () => {
    const getList = render(<RecordAuditCard resource="oportunidades" recordId={42} />, { id: 1, role: UserRole.Admin });
    expect(await screen.findByRole('region', { name: 'Auditoria' })).toBeTruthy();
    expect(getList).toHaveBeenCalledWith('auditoria', expect.objectContaining({ filter: { resource: 'oportunidades', record_id: 42 } }));
  });

  it("shows a user's entries in the 'Editar Usuário' dialog to an administrator", async () => {
    const getList = render(<EditUserDialog user={userRow({ id: 9 })} open onClose={() => undefined} />, { id: 1, role: UserRole.Admin });
    const card = within(await within(screen.getByRole('dialog')).findByRole('region', { name: 'Auditoria' }));
    expect(await card.findByText(`${formatDateTime('2026-11-20T14:05:00Z')} · admin@example.com · Alteração de dois fatores (Usuários)`)).toBeTruthy();
    expect(card.getByText('mfa: redefinida')).toBeTruthy();
    expect(getList).toHaveBeenCalledWith('auditoria', expect.objectContaining({ filter: { resource: 'users', record_id: 9 } }));
  });

  it('is absent for a role without the audit trail', async () => {
    const getList = render(<RecordAuditCard resource="oportunidades" recordId={42} />, { id: 5, role: UserRole.Partner });
    // The permission is asked first; refused, nothing is fetched and nothing shown.
    await waitFor(() => expect(getList.asked).toHaveBeenCalledWith(expect.objectContaining({ resource: 'auditoria' })));
    await Promise.resolve();
    expect(getList).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Auditoria' })).toBeNull();
  });
});
