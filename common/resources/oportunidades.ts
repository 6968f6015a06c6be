// Oportunidades: the sales pipeline. Each opportunity is about a client and a tax thesis, moves through
// the stages to won or lost, and carries tags, documents (anexos) and its history.
import { defineCustomResource } from './types';

export const oportunidades = defineCustomResource({
  name: 'oportunidades',
  apiPath: 'oportunidades',
  idParam: 'oportunidade_id',
  representation: 'titulo',
  fields: {},
  /** Every user may use them; the row scope (common/policy.ts) narrows an external user to its own circle. */
  access: {
    list: 'authenticated',
    read: 'authenticated',
    create: 'authenticated',
    edit: 'authenticated',
    delete: 'authenticated',
    /** POST /oportunidades/bulk, which then applies each row's edit (or delete) scope. */
    bulk: 'authenticated',
    sync: 'authenticated',
  },
  /** The list lives at /oportunidades/oportunidades; /oportunidades redirects there. */
  menu: { label: 'Oportunidades', icon: 'work', section: 'work', to: '/oportunidades/oportunidades' },
  texts: { title: 'Oportunidades' },
  collections: {
    anexos: { path: 'oportunidades/anexos', listPath: 'oportunidades/:oportunidade_id/anexos' },
    oportunidadeHistorico: { path: 'oportunidades/historico', listPath: 'oportunidades/:oportunidade_id/historico' },
    oportunidadeEnums: { path: 'oportunidades/enums', listPath: 'oportunidades/enums/:kind' },
  },
});
