// Campanhas: the partner program's incentive campaigns (a bonus on the deals registered between two
// days), planned by the team. Administrators write them; staff read them. Every part is the kit's: the
// fields say what they store, so the schemas and the table come from them (./derivedSchemas.ts).
import { derivedSchemas } from './derivedSchemas';
import { presets } from './fieldPresets';
import { notBefore } from './rules';
import { noMatches } from './texts';
import { defineResource } from './types';

const fields = {
  nome: presets.name('Nome', { stored: { max: 120, required: 'Nome da campanha é obrigatório' } }),
  descricao: presets.description('Descrição', { stored: { max: 2000, nullable: true } }),
  inicio: presets.date('Início', { stored: { required: 'Início é obrigatório' } }),
  fim: presets.date('Fim', { stored: { required: 'Fim é obrigatório' } }),
  status: presets.enum(
    'Status',
    [
      { id: 'planejada', name: 'Planejada', color: 'info' },
      { id: 'ativa', name: 'Ativa', color: 'success' },
      { id: 'encerrada', name: 'Encerrada', color: 'default' },
    ],
    { badge: true, defaultValue: 'planejada', stored: { required: 'Status é obrigatório' } },
  ),
};

export const campanhas = defineResource({
  name: 'campanhas',
  representation: 'nome',
  defaultOrder: { field: 'inicio', direction: 'desc' },
  rowScope: { shared: "the partner program's campaigns, read by the whole team" },
  fields,
  schemas: derivedSchemas(fields),
  importKey: 'nome',
  rules: [notBefore('fim', 'inicio', 'Fim deve ser igual ou posterior ao início')],
  access: { list: 'staff', read: 'staff', create: 'admins', edit: 'admins', delete: 'admins' },
  menu: { icon: 'catalogue', section: 'work' },
  texts: {
    title: 'Campanhas',
    noun: 'campanhas',
    createTitle: 'Nova Campanha',
    editTitle: 'Editar Campanha',
    searchPlaceholder: 'Buscar por nome ou descrição...',
    empty: { title: 'Nenhuma campanha cadastrada', text: 'Adicione uma nova campanha' },
    emptyFiltered: noMatches('Nenhuma campanha encontrada'),
    notFound: 'Campanha não encontrada',
    duplicate: 'Já existe uma campanha com este nome.',
  },
});
