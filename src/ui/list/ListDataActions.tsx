import type { ComponentProps } from 'react';
import { ImportButton } from '../import/ImportButton';
import { BulkSyncOdooButton } from '../integrations/BulkSyncOdooButton';
import { ListExportButton } from './ListExportButton';

type ListDataActionsProps = {
  /** The API list, e.g. 'persons': its import endpoint. */
  path: string;
  /** The plural noun: the import dialog's title, the exported file's name and the Odoo sync's question. */
  noun: string;
  /** The list's resource, and the permission action that offers its Odoo sync (the single-row sync's). */
  odoo: { resource: ComponentProps<typeof BulkSyncOdooButton>['resource']; action: string };
  /** 'Exportar' too; false where the kit's list has its own (the kit serves the export). */
  withExport?: boolean;
  /** 'Importar' too; false where the kit's list has its own (the declaration's importKey). */
  withImport?: boolean;
};

/** 'Exportar', 'Importar' and 'Sincronizar com Odoo' of a list whose rows also live in Odoo. */
export const ListDataActions = ({ path, noun, odoo, withExport = true, withImport = true }: ListDataActionsProps) => (
  <>
    {withExport && <ListExportButton fileBase={noun} />}
    {withImport && <ImportButton path={path} noun={noun} />}
    <BulkSyncOdooButton
      resource={odoo.resource}
      permission={odoo}
      question={`Sincronizar com o Odoo todas as ${noun} dos filtros atuais que ainda não estão no Odoo?`}
    />
  </>
);
