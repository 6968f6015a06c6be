// The Pessoas resource: /pessoas (list) and /pessoas/:id (the detail page, as the edit view).
import { lazy } from 'react';
import type { Person } from './types';

export default {
  list: lazy(() => import('./PessoaList')),
  edit: lazy(() => import('./PessoaDetail')),
  recordRepresentation: (person: Person) => person.name,
};
