// What other features may use of server/features/comissoes/: its public entry. The ESLint boundary rule
// (eslint.config.js) lets a feature import another only through this file.
export { commissionKpis } from './desempenho';
export { movesLedger, syncLedger } from './ledger';
