// Integrations the server has not configured are not offered: under the layout's status provider the
// Odoo and registry buttons and the Odoo badges appear only for a configured service.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IntegrationsStatusProvider } from '../../src/components/integrations/IntegrationsStatus';
import { SyncOportunidadeOdooButton } from '../../src/resources/oportunidades/SyncOportunidadeOdooButton';
import { SyncPessoaOdooButton } from '../../src/resources/pessoas/integrations/SyncPessoaOdooButton';
import { SyncRegistryButton } from '../../src/resources/pessoas/integrations/SyncRegistryButton';
import type { IntegrationsStatus } from '../../src/dataProvider/integrations';
import { OdooSyncBadge } from '../../src/resources/pessoas/PersonBadges';
import type { PersonDetail } from '../../src/resources/pessoas/types';
import { renderPortal, signedInAs } from '../helpers/renderPortal';
import { answersRendered } from '../helpers/settled';

const company = {
  id: 7,
  person_type: 2,
  document: '33683111000280',
  name: 'Serpro Regional',
  role: 1,
  is_active: true,
  odoo_company_id: null,
} as PersonDetail;

function renderWith(status: IntegrationsStatus) {
  const integrationsStatus = vi.fn(async () => status);
  renderPortal(
    <IntegrationsStatusProvider>
      <SyncPessoaOdooButton person={company} onDone={() => undefined} />
      <SyncRegistryButton person={company} onDone={() => undefined} />
      <SyncOportunidadeOdooButton oportunidade={{ id: 3, odoo_id: null }} onDone={() => undefined} />
      <OdooSyncBadge person={company} />
      <p>carregado</p>
    </IntegrationsStatusProvider>,
    { dataProvider: { integrationsStatus }, authProvider: signedInAs({ id: 1, role: 1 }) },
  );
  return integrationsStatus;
}

describe('integrations the server has not configured', () => {
  it('offers no sync button and no sync badge without Odoo and the registry', async () => {
    const asked = renderWith({ odoo: false, receita: false, cep: true });
    await screen.findByText('carregado');
    await vi.waitFor(() => expect(asked).toHaveBeenCalled());
    // The answer has landed and rendered before checking that nothing appeared.
    await answersRendered(asked);
    expect(screen.queryByRole('button', { name: 'Sincronizar com Odoo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sincronizar com odoo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sincronizar com a receita federal' })).toBeNull();
    expect(screen.queryByText('Não Sincronizado')).toBeNull();
  });

  it('offers them once the server says they are configured', async () => {
    renderWith({ odoo: true, receita: true, cep: true });
    expect(await screen.findByRole('button', { name: 'Sincronizar com Odoo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sincronizar com odoo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sincronizar com a receita federal' })).toBeTruthy();
    expect(screen.getByText('Não Sincronizado')).toBeTruthy();
  });
});
