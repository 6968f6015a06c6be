// Which outside services this server is set up to talk to, so the portal offers only those.
import { z } from 'zod';
import type { Config } from '../../platform/config';

/** Each outside service, true when this server is set up to use it. */
export const integrationsStatusSchema = z.object({ odoo: z.boolean(), receita: z.boolean(), cep: z.boolean() });
export type IntegrationsStatus = z.infer<typeof integrationsStatusSchema>;

export const integrationsStatus = (config: Config): IntegrationsStatus => ({
  odoo: Boolean(config.ODOO_URL && config.ODOO_DB && config.ODOO_API_KEY),
  receita: Boolean(config.RECEITA_API_URL),
  cep: Boolean(config.CEP_API_URL),
});
