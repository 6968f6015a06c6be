// The Pessoas resource: /pessoas (list) and /pessoas/:id (the detail page, as the edit view).
import { lazyScreen } from '../../layout/lazyScreen';
import type { Person } from './types';

export default {
  list: lazyScreen(() => import('./PessoaList')),
  edit: lazyScreen(() => import('./PessoaDetail')),
  recordRepresentation: (person: Person) => person.name,
};
