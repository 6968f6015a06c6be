// Termos: the partner agreement, a versioned text administrators write ('Termos', /termos). The version in
// force is the latest whose vigente_desde has come (GET /termos/vigente); an external user (and a pending
// sign-up) who has not accepted it is asked to at the next login, and the server refuses everything else
// until it does (server/features/onboarding/). A version someone accepted is no longer changed or deleted.
import { z } from 'zod';
import { apiTimestamp, idRow } from './apiValues';
import { presets } from './fieldPresets';
import { requiredText } from './fieldSchemas';
import { noMatches } from './texts';
import { defineResource } from './types';

const VERSAO_MAX = 40;
const TEXTO_MAX = 100_000;
export const TERMO_NOT_FOUND = 'Termo não encontrado';
export const NENHUM_TERMO_VIGENTE = 'Nenhum termo de parceria vigente';

const versao = requiredText(VERSAO_MAX, 'Versão é obrigatória');
const texto = requiredText(TEXTO_MAX, 'Texto é obrigatório');
const vigenteDesde = z.iso
  .datetime({ offset: true, error: 'Vigente desde: data e hora inválidas' })
  .transform((text) => new Date(text));

const row = idRow({
  versao: z.string(),
  texto: z.string(),
  vigente_desde: apiTimestamp,
  created_at: apiTimestamp,
});

export const termos = defineResource({
  name: 'termos',
  representation: 'versao',
  defaultOrder: { field: 'vigente_desde', direction: 'desc' },
  rowScope: { shared: 'the partner agreement, the same text for every partner' },
  fields: {
    versao: presets.name('Versão'),
    vigente_desde: presets.dateTime('Vigente desde', { readOnly: false }),
    texto: { ...presets.description('Texto'), column: false },
    created_at: presets.dateTime('Criado em', { column: false }),
  },
  schemas: {
    row,
    create: z.object({ versao, texto, vigente_desde: vigenteDesde }),
    update: z.object({ versao: versao.optional(), texto: texto.optional(), vigente_desde: vigenteDesde.optional() }),
  },
  access: {
    list: 'admins',
    read: 'admins',
    create: 'admins',
    edit: 'admins',
    delete: 'admins',
    manage: 'admins',
    /** GET /termos/vigente: whoever must accept it (a pending sign-up too). */
    vigente: 'authenticated',
  },
  menu: { icon: 'catalogue', section: 'admin' },
  texts: {
    title: 'Termos',
    noun: 'versões',
    createTitle: 'Nova Versão dos Termos',
    editTitle: 'Editar Versão dos Termos',
    searchPlaceholder: 'Buscar por versão ou texto...',
    empty: { title: 'Nenhuma versão dos termos cadastrada', text: 'Adicione a primeira versão do termo de parceria' },
    emptyFiltered: noMatches('Nenhuma versão encontrada'),
    notFound: TERMO_NOT_FOUND,
    duplicate: 'Já existe uma versão com este nome.',
    inUse: 'Esta versão já foi aceita e não pode ser excluída. Publique uma nova versão em vez disso.',
  },
});

export type TermoRow = z.infer<typeof row>;
