// The ledger's server part (common/resources/comissoes/ledger.ts): its row scope (an external user: its
// own person's entries), its month filters, and its statement and 'Meu desempenho' routes.
import { gte, lte } from 'drizzle-orm';
import { comissoes } from '../../platform/db/schema';
import type { ServerParts } from '../../resource/parts';
import { desempenhoRoutes } from './desempenho';
import { extratoRoutes } from './extrato';
import { ownRows } from './scope';

export const comissaoParts: ServerParts = {
  scope: ownRows(comissoes.parceiro_id),
  filters: {
    competencia_de: (value) => gte(comissoes.competencia, String(value)),
    competencia_ate: (value) => lte(comissoes.competencia, String(value)),
  },
  extra: [extratoRoutes, desempenhoRoutes],
};

