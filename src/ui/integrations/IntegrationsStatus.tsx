// Which integrations the server has configured (GET /integrations/status), read once by the layout and
// shared with every button that needs one: 'Sincronizar com Odoo', the registry buttons, the CEP look-up
// and the Odoo badges are offered only for a configured service. Until the answer arrives nothing is
// offered. Outside the layout (a screen rendered on its own) every service counts as configured; the
// server still refuses a call to an unconfigured one.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import type { IntegrationsStatus } from '../../dataProvider/integrations';

const NONE: IntegrationsStatus = { odoo: false, receita: false, cep: false };
const ALL: IntegrationsStatus = { odoo: true, receita: true, cep: true };

const IntegrationsContext = createContext<IntegrationsStatus>(ALL);

export function IntegrationsStatusProvider({ children }: { children: ReactNode }) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [status, setStatus] = useState(NONE);
  useEffect(() => {
    let current = true;
    // A failed read leaves every integration off: offering a button that cannot work is the defect.
    dataProvider.integrationsStatus().then((answer) => current && setStatus(answer), () => undefined);
    return () => {
      current = false;
    };
  }, [dataProvider]);
  return <IntegrationsContext.Provider value={status}>{children}</IntegrationsContext.Provider>;
}

/** Which integrations the server has configured. */
export const useIntegrations = () => useContext(IntegrationsContext);

/** True when the server has this integration configured. */
export const useIntegration = (name: keyof IntegrationsStatus) => useIntegrations()[name];
