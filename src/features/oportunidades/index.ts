// The Oportunidades resource's portal part: /oportunidades redirects to the list at /oportunidades/oportunidades (a
// child route: its static segment outranks the detail's :id), and /oportunidades/:id is the detail page,
// as the edit view. Every view is loaded on demand.
import { createElement } from 'react';
import { lazyScreen } from '../../ui/layout/lazyScreen';
import { Route } from 'react-router-dom';
import type { PortalParts } from '../../ui/kit/resourceViews';
import type { Oportunidade } from './types';

const OportunidadeList = lazyScreen(() => import('./OportunidadeList'));

export default {
  pages: {
    // Warming the list warms the page it redirects to.
    list: lazyScreen(
      () => import('./OportunidadeRedirect'),
      () => OportunidadeList.preload(),
    ),
    edit: lazyScreen(() => import('./OportunidadeDetail')),
  },
  children: createElement(Route, { path: 'oportunidades', element: createElement(OportunidadeList) }),
  recordRepresentation: (oportunidade: Oportunidade) => oportunidade.titulo,
} satisfies PortalParts;
