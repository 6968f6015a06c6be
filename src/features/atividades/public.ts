// What other features may use of src/features/atividades/: its public entry. The ESLint boundary rule
// (eslint.config.js) lets a feature import another only through this file.
export { AtividadesCard } from './AtividadesCard';
export type { HistoryLine } from './AtividadesCard';
export { MinhasTarefas } from './MinhasTarefas';
