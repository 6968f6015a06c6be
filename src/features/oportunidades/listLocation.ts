// Where the list lives, and the search it was last left with, so 'Voltar' on a detail page returns to
// the same filters and page.
export const LIST_PATH = '/oportunidades/oportunidades';

let lastSearch = '';

export const rememberListSearch = (search: string) => {
  lastSearch = search;
};

export const listUrl = () => `${LIST_PATH}${lastSearch}`;

export const detailUrl = (id: number) => `/oportunidades/${id}`;
