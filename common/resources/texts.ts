// Texts every declared list shares.

/** The hint under a list's "nothing found": its search or filters, not the data, are why it is empty. */
export const FILTER_HINT = 'Tente ajustar os filtros de busca';

/** What a list says when its search or filters match nothing: its own title and the shared hint. */
export const noMatches = (title: string) => ({ title, text: FILTER_HINT });
