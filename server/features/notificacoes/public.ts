// What other features may use of server/features/notificacoes/: its public entry. The ESLint boundary rule
// (eslint.config.js) lets a feature import another only through this file.
export { notifyOportunidadeChanged, notifySignupPending, notifySignupRefused, notifyTaskAssigned, partnerUserIds } from './events';
export { notify } from './notify';
