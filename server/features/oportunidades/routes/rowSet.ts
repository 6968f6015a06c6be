// GET /oportunidades/export, POST /oportunidades/import and POST /oportunidades/bulk: the opportunities of a
// filter or a selection at once (server/features/oportunidades/export.ts, import.ts and bulk.ts hold the rules).
import { oportunidadeExportColumns } from '../../../../common/export/oportunidades';
import { bulkOportunidades, oportunidadeBulkBody } from '../bulk';
import { oportunidadeExportBatches } from '../export';
import { exportFilterQuery } from '../filters';
import { importOportunidades, OPORTUNIDADE_REQUIRED_HEADERS } from '../import';
import { rowSetRoutes } from '../../../resource/rowSetRoutes';

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
    run: bulkOportunidades,
  },
});
