// Every API area, mounted under /api/v1: the declared resources (common/resources/, mounted by
// server/resources/index.ts) and the areas that are not resources.
import type { FastifyPluginAsync } from 'fastify';
import auditoria from './auditoria';
import cep from './cep';
import dashboard from './dashboard';
import health from './health';
import integrationsStatus from './integrations/status';
import login from './login';
import mfa from './mfa';
import { declaredRoutes } from '../resources';
import search from './search';
import { logout, ownSessions } from './sessions';
import views from './views';
import notificacoes from '../notificacoes/routes';
import notificationPreferences from '../notificacoes/preferences';
import onboarding from '../onboarding/routes';

export const routes: { prefix: string; plugin: FastifyPluginAsync }[] = [
  { prefix: '', plugin: health },
  { prefix: '', plugin: login },
  { prefix: '', plugin: logout },
  // Before the users routes: /users/me/sessions is not a user id.
  { prefix: '/users/me/sessions', plugin: ownSessions },
  { prefix: '', plugin: mfa },
  { prefix: '/users/me/notificacoes', plugin: notificationPreferences },
  { prefix: '/users', plugin: onboarding },
  ...declaredRoutes,
  { prefix: '/auditoria', plugin: auditoria },
  { prefix: '/cep', plugin: cep },
  { prefix: '/dashboard', plugin: dashboard },
  { prefix: '/integrations', plugin: integrationsStatus },
  { prefix: '/search', plugin: search },
  { prefix: '/views', plugin: views },
  { prefix: '/notificacoes', plugin: notificacoes },
];
