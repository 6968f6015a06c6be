// The ledger's server part (common/resources/comissoes/ledger.ts): its row scope (an external user: its
// own person's entries), its month filters, and its statement and 'Meu desempenho' routes.
import { gte, lte } from 'drizzle-orm';
import { comissoes } from '../../platform/db/schema';
import { ownPersonRows } from '../../platform/auth/scope';
import type { ServerParts } from '../../resource/parts';
import { desempenhoRoutes } from './desempenho';
import { extratoRoutes } from './extrato';

export const comissaoParts: ServerParts = {
  scope: ownPersonRows(comissoes.parceiro_id),
  filters: {
    competencia_de: (value) => gte(comissoes.competencia, String(value)),
    competencia_ate: (value) => lte(comissoes.competencia, String(value)),
  },
  extra: [extratoRoutes, desempenhoRoutes],
};

