// The server part of the partner agreement's versions (common/resources/termos.ts): the version in force
// for whoever must accept it (GET /termos/vigente, open to a limited account), and a version someone
// accepted kept as it was accepted (a new text is a new version; deleting it is refused with texts.inUse).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NENHUM_TERMO_VIGENTE, termos } from '../../../common/resources/termos';
import { conflict } from '../../platform/errors';
import { foundOr404 } from '../../resource/crud';
import type { ServerParts } from '../../resource/parts';
import { termoAccepted, vigenteTermo } from './termos';
import { routeOptions } from '../../platform/http/routeOptions';

export const TERMO_ACEITO = 'Esta versão já foi aceita e não pode ser alterada. Publique uma nova versão em vez disso.';

const vigenteRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/vigente',
    routeOptions('termos.vigente', 'A versão vigente dos termos de parceria', {
      tags: ['termos'],
      response: { 200: termos.schemas.row },
    }, { onboarding: true }),
    async () => foundOr404(await vigenteTermo(app.db), NENHUM_TERMO_VIGENTE),
  );
};

export const termoParts: ServerParts = {
  hooks: {
    beforeUpdate: async (stored, _changes, { tx }) => {
      if (await termoAccepted(tx, stored.id)) throw conflict(TERMO_ACEITO);
    },
    // The acceptances' foreign key refuses it too; this answers with the declared reason first.
    beforeDelete: async (stored, { tx }) => {
      if (await termoAccepted(tx, stored.id)) throw conflict(termos.texts.inUse!);
    },
  },
  extra: vigenteRoute,
};
