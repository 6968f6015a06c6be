// What other features may use of server/features/oportunidades/: its public entry. The ESLint boundary rule
// (eslint.config.js) lets a feature import another only through this file.
export { anexoFile, anexoScope, describeAnexo, findAnexo } from './anexos';
export { insertLead } from './create';
export { weightedRevenueSql } from './forecast';
export { recordHistory } from './history';
export { listOportunidades } from './list';
export { presentOportunidades, toNumber } from './present';
export { oportunidadeClosedDays, oportunidadeClosedMonths, oportunidadeCounts, oportunidadeCreatedMonths, oportunidadeCreatedTeseDays } from './rollupTables';
export { findTag, taggedWith } from './tags';
export { EVERY_PARTNER, moneyText, partnerCounters, revenueSum, stageCounters, stageTotals, visibleCounters } from './totals';
