// Every API area, mounted under /api/v1. Adding a resource adds one line here.
import type { FastifyPluginAsync } from 'fastify';
import cep from './cep';
import dashboard from './dashboard';
import health from './health';
import oportunidadesOdoo from './integrations/oportunidadesOdoo';
import personsOdoo from './integrations/personsOdoo';
import personsReceita from './integrations/personsReceita';
import integrationsStatus from './integrations/status';
import login from './login';
import oportunidades from './oportunidades';
import persons from './persons';
import { declaredRoutes } from '../resources';
import users from './users';
import userPersonsLinks from './userPersonsLinks';
import views from './views';

export const routes: { prefix: string; plugin: FastifyPluginAsync }[] = [
  { prefix: '', plugin: health },
  { prefix: '', plugin: login },
  { prefix: '/users', plugin: users },
  { prefix: '/oportunidades', plugin: oportunidades },
  { prefix: '/userPersonsLinks', plugin: userPersonsLinks },
  { prefix: '/persons', plugin: persons },
  { prefix: '/persons', plugin: personsOdoo },
  { prefix: '/persons', plugin: personsReceita },
  { prefix: '/oportunidades', plugin: oportunidadesOdoo },
  { prefix: '/cep', plugin: cep },
  { prefix: '/dashboard', plugin: dashboard },
  ...declaredRoutes,
  { prefix: '/integrations', plugin: integrationsStatus },
  { prefix: '/views', plugin: views },
];
