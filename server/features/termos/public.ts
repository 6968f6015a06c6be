// What other features may use of server/features/termos/: its public entry. The ESLint boundary rule
// (eslint.config.js) lets a feature import another only through this file.
export { acceptTermos, markAcceptanceDue } from './termos';
