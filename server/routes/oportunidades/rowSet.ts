// GET /oportunidades/export, POST /oportunidades/import and POST /oportunidades/bulk: the opportunities of a
// filter or a selection at once (server/oportunidades/export.ts, import.ts and bulk.ts hold the rules).
import { oportunidadeExportColumns } from '../../../common/export/oportunidades';
import { bulkOportunidades, oportunidadeBulkBody } from '../../oportunidades/bulk';
import { oportunidadeExportBatches } from '../../oportunidades/export';
import { exportFilterQuery } from '../../oportunidades/filters';
import { importOportunidades, OPORTUNIDADE_REQUIRED_HEADERS } from '../../oportunidades/import';
import { rowSetRoutes } from '../rowSetRoutes';

export default rowSetRoutes({
  resource: 'oportunidades',
  tags: ['oportunidades'],
  export: {
    summary: 'Exporta as oportunidades do filtro (ou dos ids) em CSV ou XLSX',
    query: exportFilterQuery,
    fileName: 'oportunidades',
    columns: oportunidadeExportColumns,
    batches: oportunidadeExportBatches,
  },
  import: {
    summary: 'Importa oportunidades de um CSV ou XLSX, encontradas pelo ID Externo',
    requiredHeaders: OPORTUNIDADE_REQUIRED_HEADERS,
    apply: importOportunidades,
  },
  bulk: {
    summary: 'Muda estágio, tags, executivo, exclui ou sincroniza com o Odoo várias oportunidades de uma vez',
    body: oportunidadeBulkBody,
    run: ({ db, storage }, user, body) => bulkOportunidades(db, storage, user, body),
  },
});
