// The Vínculos resource, for link managers (roles 1 and 4): /Vinculos lists the external users and
// /Vinculos/:id (the edit view) the persons linked to one of them. Both check vinculos.list on entry.
import { lazy } from 'react';
import { partnerName, type LinkedUser } from './types';

export default {
  list: lazy(() => import('./VinculoList')),
  edit: lazy(() => import('./VinculoDetail')),
  options: { label: 'Vínculos' },
  recordRepresentation: (user: LinkedUser) => partnerName(user),
};
