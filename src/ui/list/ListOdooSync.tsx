import type { ComponentProps } from 'react';
import { BulkSyncOdooButton } from '../integrations/BulkSyncOdooButton';

type ListOdooSyncProps = {
  /** The plural noun, in the sync's question. */
  noun: string;
  /** The list's resource, and the permission action that offers its Odoo sync (the single-row sync's). */
  odoo: { resource: ComponentProps<typeof BulkSyncOdooButton>['resource']; action: string };
};

/**
 * 'Sincronizar com Odoo' of a list whose rows also live in Odoo (persons, oportunidades), beside the kit's
 * own 'Exportar' and 'Importar'.
 */
export const ListOdooSync = ({ noun, odoo }: ListOdooSyncProps) => (
  <BulkSyncOdooButton
    resource={odoo.resource}
    permission={odoo}
    question={`Sincronizar com o Odoo todas as ${noun} dos filtros atuais que ainda não estão no Odoo?`}
  />
);
