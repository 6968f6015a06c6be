// Integrations the server has not configured are not offered: under the layout's status provider the
// Odoo and registry buttons and the Odoo badges appear only for a configured service.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IntegrationsStatusProvider } from '../../src/ui/integrations/IntegrationsStatus';
import { SyncOportunidadeOdooButton } from '../../src/features/oportunidades/SyncOportunidadeOdooButton';
import { SyncPessoaOdooButton } from '../../src/features/persons/integrations/SyncPessoaOdooButton';
import { SyncRegistryButton } from '../../src/features/persons/integrations/SyncRegistryButton';
import type { IntegrationsStatus } from '../../src/dataProvider/integrations';
import { BasicInfoCard as OportunidadeBasicInfo } from '../../src/features/oportunidades/OportunidadeInfoCards';
import type { Oportunidade } from '../../src/features/oportunidades/types';
import type { OportunidadeEnums } from '../../src/features/oportunidades/useOportunidadeEnums';
import { OdooSyncBadge } from '../../src/features/persons/PersonBadges';
import { BasicInfoCard as PersonBasicInfo } from '../../src/features/persons/PersonInfoCards';
import { OdooSyncNotice } from '../../src/ui/integrations/OdooSyncNotice';
import type { PersonDetail } from '../../src/features/persons/types';
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

const enums = { stageLabel: () => 'Lead', thesisLabel: () => 'Tese A' } as unknown as OportunidadeEnums;

function renderWith(status: IntegrationsStatus) {
  const integrationsStatus = vi.fn(async () => status);
  renderPortal(
    <IntegrationsStatusProvider>
      <SyncPessoaOdooButton person={company} onDone={() => undefined} />
      <SyncRegistryButton person={company} onDone={() => undefined} />
      <SyncOportunidadeOdooButton oportunidade={{ id: 3, odoo_id: null }} onDone={() => undefined} />
      <OdooSyncBadge person={company} />
      <PersonBasicInfo person={company} />
      <OportunidadeBasicInfo oportunidade={{ id: 3, odoo_id: null, estagio: 1, tese: 1 } as Oportunidade} enums={enums} />
      <OdooSyncNotice status={{ job_id: 1, state: 'failed', last_error: 'Odoo recusou', attempts: 3, updated_at: '2026-01-01T12:00:00.000Z' }} />
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
    // The detail pages' cards: no empty 'ID Odoo', no notice about a sync that cannot happen.
    expect(screen.queryByText('ID Odoo')).toBeNull();
    expect(screen.queryByText(/A sincronização com o Odoo/)).toBeNull();
  });

  it('offers them once the server says they are configured', async () => {
    renderWith({ odoo: true, receita: true, cep: true });
    expect(await screen.findByRole('button', { name: 'Sincronizar com Odoo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sincronizar com odoo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sincronizar com a receita federal' })).toBeTruthy();
    expect(screen.getAllByText('Não Sincronizado')).toHaveLength(2);
    expect(screen.getAllByText('ID Odoo')).toHaveLength(2);
    expect(screen.getByText(/A sincronização com o Odoo falhou/)).toBeTruthy();
  });
});
