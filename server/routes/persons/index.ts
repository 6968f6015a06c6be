// /persons: every persons call, the Odoo sync and the CNPJ registry's included.
//
// Conventions of this API area:
// - Lists answer {data, count}, newest first; count is exact.
// - GET /{person_id} answers {person, addresses, contacts, bank_accounts}; writes answer the row itself.
// - PUT and PATCH both change only the fields sent.
// - Static paths (/search/{query}, /potential-*, /addresses/{id}, ...) sit beside /{person_id}: the router
//   prefers a static segment and ids are integer-only, so they never collide.
// - An external user reaches only the persons of its circle, and their lists; others answer 404.
import type { FastifyPluginAsync } from 'fastify';
import { childKinds } from '../../persons/children/kind';
import { childRoutes } from './children';
import item from './item';
import lgpd from './lgpd';
import lists from './lists';
import odooSync from './odooSync';
import registry from './registry';
import rowSet from './rowSet';

const persons: FastifyPluginAsync = async (app) => {
  await app.register(lists);
  await app.register(item);
  await app.register(rowSet);
  for (const kind of childKinds) await app.register(childRoutes(kind));
  await app.register(odooSync);
  await app.register(registry);
  await app.register(lgpd);
};

export default persons;
