// What other features may use of server/features/users/: its public entry. The ESLint boundary rule
// (eslint.config.js) lets a feature import another only through this file.
export { userDisplayName, userNamesById } from './names';
export { personForDocument } from './personForDocument';
export { meAnswer, userAnswer } from './present';
export { assertNotSelf, assertPersonExists, getUserOr404 } from './rules';
export { userParams } from './schemas';
