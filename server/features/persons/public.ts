// What other features may use of server/features/persons/: its public entry. The ESLint boundary rule
// (eslint.config.js) lets a feature import another only through this file.
export { findPerson, inCircle, PERSON_NOT_FOUND, personIdByDocument, personNamesById } from './access';
export { syncPersonToOdoo } from './odoo/syncPerson';
export { insertCompanyPerson } from './receita/personFromRegistry';
export { matchesPerson, parseSearch } from './search';
export type { PersonSearch } from './search';
export { personSearchKey, personSearchTerms } from './tables';
