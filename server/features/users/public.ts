// What other features may use of server/features/users/: its public entry. The ESLint boundary rule
// (eslint.config.js) lets a feature import another only through this file.
export { personForDocument } from './personForDocument';
export { meAnswer, userAnswer, userDisplayName, userNamesById } from './present';
export { assertNotSelf, assertPersonExists, getUserOr404 } from './rules';
export { userParams } from './schemas';
