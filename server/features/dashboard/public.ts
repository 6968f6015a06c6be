// What other features may use of server/features/dashboard/: its public entry. The ESLint boundary rule
// (eslint.config.js) lets a feature import another only through this file.
export { mineCondition } from './mine';
export { dayEnd, dayStart } from './period';
