// Every API area, mounted under /api/v1: the declared resources (common/resources/, mounted by
// server/declaredRoutes.ts) and the areas that are not resources.
import type { FastifyPluginAsync } from 'fastify';
import auditoria from './features/auditoria/routes';
import cep from './features/cep/routes';
import dashboard from './features/dashboard/routes';
import health from './platform/http/health';
import integrationsStatus from './features/integrationsStatus/routes';
import login from './features/users/routes/login';
import mfa from './features/users/routes/mfa';
import { declaredRoutes } from './declaredRoutes';
import search from './features/search/routes';
import { logout, ownSessions } from './features/users/routes/sessions';
import views from './features/views/routes';
import notificacoes from './features/notificacoes/routes';
import notificationPreferences from './features/notificacoes/preferences';
import onboarding from './features/onboarding/routes';

type Mount = { prefix: string; plugin: FastifyPluginAsync };

/** Areas served under their own name: /auditoria, /cep, ... */
const mountedAtTheirNames = (areas: Record<string, FastifyPluginAsync>): Mount[] =>
  Object.entries(areas).map(([name, plugin]) => ({ prefix: `/${name}`, plugin }));

export const routes: Mount[] = [
  { prefix: '', plugin: health },
  { prefix: '', plugin: login },
  { prefix: '', plugin: logout },
  // Before the users routes: /users/me/sessions is not a user id.
  { prefix: '/users/me/sessions', plugin: ownSessions },
  { prefix: '', plugin: mfa },
  { prefix: '/users/me/notificacoes', plugin: notificationPreferences },
  { prefix: '/users', plugin: onboarding },
  ...declaredRoutes,
  ...mountedAtTheirNames({ auditoria, cep, dashboard, integrations: integrationsStatus, search, views, notificacoes }),
];
