// What other features may use of src/features/users/: its public entry. The ESLint boundary rule
// (eslint.config.js) lets a feature import another only through this file.
export { userName } from './types';
