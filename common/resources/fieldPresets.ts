// The field shapes declarations repeat, each a FieldDeclaration with the flags that shape always has
// (a name is a sortable, searchable, exported column; an active flag is a filter with its two labels and
// drives the bulk activate/deactivate). Spread one and override what differs:
// `{ ...presets.name('Nome'), exported: false }`.
import type { FieldChoice, FieldDeclaration } from './types';

type Extra = Partial<FieldDeclaration>;

/** How a boolean field reads: true's label, then false's ('Ativo', 'Inativo'). */
export const booleanChoices = (yes: string, no: string) => [
  { id: true, name: yes },
  { id: false, name: no },
];

const field = (label: string, input: FieldDeclaration['input'], extra: Extra = {}): FieldDeclaration => ({
  label,
  input,
  column: true,
  exported: true,
  ...extra,
});

export const presets = {
  /** The record's name: the list's first column, sorted and searched by. */
  name: (label = 'Nome', extra?: Extra) => field(label, 'text', { sortable: true, searchable: true, ...extra }),
  /** A free text, searched in, never sorted by. */
  description: (label = 'Descrição', extra?: Extra) => field(label, 'longText', { searchable: true, ...extra }),
  /**
   * The record's active/inactive status, new records active: a column, a select filter ('Todas'/'Todos'
   * by gender) and, when the resource declares `bulk`, the bulk activate and deactivate.
   */
  active: (label: string, words: { on: string; off: string; feminine: boolean }, extra?: Extra) =>
    field(label, 'boolean', {
      filter: true,
      allLabel: words.feminine ? 'Todas' : 'Todos',
      activeFlag: true,
      defaultValue: true,
      choices: booleanChoices(words.on, words.off),
      ...extra,
    }),
  money: (label: string, extra?: Extra) => field(label, 'money', { sortable: true, ...extra }),
  percent: (label: string, extra?: Extra) => field(label, 'percent', extra),
  /** A calendar day, shown and typed dd/mm/aaaa. */
  date: (label: string, extra?: Extra) => field(label, 'date', { sortable: true, ...extra }),
  /** An instant, shown dd/mm/aaaa hh:mm in Brasília time; written by the server. */
  dateTime: (label: string, extra?: Extra) => field(label, 'dateTime', { sortable: true, readOnly: true, ...extra }),
  /** A CPF or CNPJ, masked as typed. */
  document: (label = 'CPF/CNPJ', extra?: Extra) => field(label, 'document', { searchable: true, ...extra }),
  email: (label = 'E-mail', extra?: Extra) => field(label, 'email', { searchable: true, ...extra }),
  phone: (label = 'Telefone', extra?: Extra) => field(label, 'phone', extra),
  cep: (label = 'CEP', extra?: Extra) => field(label, 'cep', extra),
  /** One of `choices`, shown by its label and offered as a filter. */
  enum: (label: string, choices: readonly FieldChoice[], extra?: Extra) =>
    field(label, 'enum', { choices, filter: true, ...extra }),
  /** The id of a row of another resource (its react-admin name). */
  reference: (label: string, reference: string, extra?: Extra) => field(label, 'reference', { reference, ...extra }),
} satisfies Record<string, (...args: never[]) => FieldDeclaration>;
