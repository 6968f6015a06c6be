// What other features may use of src/features/oportunidades/: its public entry. The ESLint boundary rule
// (eslint.config.js) lets a feature import another only through this file.
export { detailUrl, LIST_PATH } from './listLocation';
export { OportunidadeStatusBadge } from './OportunidadeCells';
export type { Oportunidade } from './types';
export { useOportunidadeEnums } from './useOportunidadeEnums';
export { useUserChoices } from './useUserChoices';
