// What other features may use of src/features/persons/: its public entry. The ESLint boundary rule
// (eslint.config.js) lets a feature import another only through this file.
export { PersonNameCell } from './PersonNameCell';
export { streetLine } from './types';
export type { Address, Contact, Person, PersonDetail } from './types';
