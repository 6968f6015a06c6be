// What other features may use of server/features/oportunidades/: its public entry. The ESLint boundary rule
// (eslint.config.js) lets a feature import another only through this file.
export { anexoFile, anexoScope, describeAnexo, findAnexo } from './anexos';
export { insertLead } from './create';
export { taggedWith } from './filters';
export { weightedRevenueSql } from './forecast';
export { recordHistory } from './history';
export { listOportunidades } from './list';
export { toNumber } from './money';
export { revenueSum } from './pipeline';
export { presentOportunidades } from './present';
export { oportunidadeClosedDays, oportunidadeClosedMonths, oportunidadeCounts, oportunidadeCreatedMonths, oportunidadeCreatedTeseDays } from './rollupTables';
export { findTag } from './tags';
export { EVERY_PARTNER, moneyText, partnerCounters, stageCounters, stageTotals, visibleCounters } from './totals';
