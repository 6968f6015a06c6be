// What the portal's emails share: text made safe inside their HTML, addresses in the portal, and the
// greeting that names the account when it has a name.
import type { Config } from '../config';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** An address in the portal: FRONTEND_HOST (without its trailing slashes) and the path ('/atividades'). */
export const portalLink = (config: Pick<Config, 'FRONTEND_HOST'>, path: string) => `${config.FRONTEND_HOST.replace(/\/+$/, '')}${path}`;

/** 'Olá, {name}!', or 'Olá!' for an account without one. */
export const greeting = (name: string | null) => (name ? `Olá, ${name}!` : 'Olá!');
