// The Pessoas resource's portal part: /pessoas (its own list) and /pessoas/:id (the detail page, as the
// edit view).
import { lazyScreen } from '../../ui/layout/lazyScreen';
import type { PortalParts } from '../../ui/kit/resourceViews';
import type { Person } from './types';

export default {
  pages: { list: lazyScreen(() => import('./PessoaList')), edit: lazyScreen(() => import('./PessoaDetail')) },
  recordRepresentation: (person: Person) => person.name,
} satisfies PortalParts;
