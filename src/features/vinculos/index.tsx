// The Vínculos resource's portal part, for link managers (roles 1 and 4): /Vinculos (the kit's list, its
// name cell with the links' count and, on phones, the email under it) lists the external users and /Vinculos/:id the persons linked to one of them. Both check vinculos.list on entry. The detail page is
// the edit view because it edits the user's links (adds and removes them), and because react-admin
// serves the edit view at /Vinculos/:id, the page's address, where a show view would be /Vinculos/:id/show.
import { lazyScreen } from '../../ui/layout/lazyScreen';
import { vinculos as vinculosDeclaration } from '../../../common/resources/vinculos';
import type { PortalParts } from '../../ui/kit/resourceViews';
import { partnerName, type VinculoUser } from './types';
import { VinculoUserName } from './VinculoUserName';

export default {
  pages: { edit: lazyScreen(() => import('./VinculoDetail')) },
  list: {
    cells: { full_name: (user) => <VinculoUserName user={user as VinculoUser} /> },
    folded: { into: 'full_name', columns: ['email'], below: 'sm' },
  },
  options: { label: vinculosDeclaration.texts.title },
  recordRepresentation: (user: VinculoUser) => partnerName(user),
} satisfies PortalParts;
