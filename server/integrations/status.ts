// Which outside services this server is set up to talk to, so the portal offers only those.
import type { Config } from '../config';

export type IntegrationsStatus = { odoo: boolean; receita: boolean; cep: boolean };

export const integrationsStatus = (config: Config): IntegrationsStatus => ({
  odoo: Boolean(config.ODOO_URL && config.ODOO_DB && config.ODOO_API_KEY),
  receita: Boolean(config.RECEITA_API_URL),
  cep: Boolean(config.CEP_API_URL),
});
