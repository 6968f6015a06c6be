// GET /persons/export, POST /persons/import and POST /persons/bulk: the persons of a filter or a selection
// at once (server/features/persons/export.ts, import.ts and bulk.ts hold the rules).
import { personExportColumns } from '../../../../common/export/persons';
import { assertMaySyncPersons, bulkPersons, personBulkBody } from '../bulk';
import { personExportBatches } from '../export';
import { listQuery } from '../filters';
import { importPersons, PERSON_REQUIRED_HEADERS } from '../import';
import { rowSetRoutes, withExportParams } from '../../../resource/rowSetRoutes';

export default rowSetRoutes({
  resource: 'persons',
  tags: ['persons'],
  export: {
    summary: 'Exporta as pessoas do filtro (ou dos ids) em CSV ou XLSX',
    query: withExportParams(listQuery.pick({ query: true, person_type: true, is_active: true, role: true })),
    fileName: 'pessoas',
    columns: personExportColumns,
    batches: personExportBatches,
  },
  import: {
    summary: 'Importa pessoas (com endereço e contato principais) de um CSV ou XLSX',
    requiredHeaders: PERSON_REQUIRED_HEADERS,
    apply: importPersons,
    checksDocuments: true,
  },
  bulk: {
    summary: 'Ativa, inativa, exclui ou sincroniza com o Odoo várias pessoas de uma vez',
    body: personBulkBody,
    assertMaySync: assertMaySyncPersons,
    run: ({ db }, user, body) => bulkPersons(db, user, body),
  },
});
