// The protected pages' frame: top bar with the user menu, the 250px side menu (a drawer on phones). A
// session limited to the two-factor setup sees 'Meu perfil' only (MfaSetupGate); an account limited by its
// onboarding, the agreement to accept or 'Cadastro em análise' (OnboardingGate).
import { Suspense, type ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { IntegrationsStatusProvider } from './ui/integrations/IntegrationsStatus';
import { AppBar } from './AppBar';
import { MfaSetupGate } from './features/settings/MfaSetupGate';
import { Menu } from './ui/layout/Menu';
import { OnboardingGate } from './features/onboarding/OnboardingGate';
import { RouteLoading } from './ui/layout/ScreenLoading';
import { Sidebar } from './ui/layout/Sidebar';

// The content column may shrink below its widest table, so on a phone a table scrolls inside its card
// instead of widening the whole page (and pushing the page's buttons off screen).
const contentShrinks = { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } };

export const Layout = ({ children }: { children: ReactNode }) => (
  <IntegrationsStatusProvider>
    <RaLayout appBar={AppBar} menu={Menu} sidebar={Sidebar} sx={contentShrinks}>
      <MfaSetupGate>
        <OnboardingGate>
          {/* Nearer than react-admin's own boundary, so a screen's code loading shows the screen's text. */}
          <Suspense fallback={<RouteLoading />}>{children}</Suspense>
        </OnboardingGate>
      </MfaSetupGate>
    </RaLayout>
  </IntegrationsStatusProvider>
);
