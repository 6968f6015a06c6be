// The slot for the person page's integration buttons, between 'Voltar' and 'Editar'.
//
// INTEGRATIONS: integration buttons plug in here, one line each, e.g.
//   import { SyncOdooButton } from '../../components/integrations/SyncOdooButton';
//   const integrationActions = [SyncOdooButton, SyncRegistryButton];
// On /pessoas/{id}, 'Sincronizar com Odoo' shows only when there is no Odoo id and the role is 1 (and only
// for a role-1 user); 'Sincronizar com a receita federal' for companies only. Each button decides for
// itself whether it shows (return null), and calls `onDone` after a change so the page reloads the person
// (or navigates, e.g. back to the list after an Odoo sync).
import type { ComponentType } from 'react';
import { SyncPessoaOdooButton } from './integrations/SyncPessoaOdooButton';
import { SyncRegistryButton } from './integrations/SyncRegistryButton';
import type { PersonActionProps } from './types';

const integrationActions: ComponentType<PersonActionProps>[] = [SyncPessoaOdooButton, SyncRegistryButton];

export const PessoaActions = (props: PersonActionProps) => (
  <>
    {integrationActions.map((Action, index) => (
      <Action key={index} {...props} />
    ))}
  </>
);
