// The Oportunidades resource: /oportunidades redirects to the list at /oportunidades/oportunidades (a
// child route: its static segment outranks the detail's :id), and /oportunidades/:id is the detail page,
// as the edit view. Every view is loaded on demand.
import { createElement, lazy } from 'react';
import { Route } from 'react-router-dom';
import type { Oportunidade } from './types';

const OportunidadeList = lazy(() => import('./OportunidadeList'));

export default {
  list: lazy(() => import('./OportunidadeRedirect')),
  edit: lazy(() => import('./OportunidadeDetail')),
  children: createElement(Route, { path: 'oportunidades', element: createElement(OportunidadeList) }),
  recordRepresentation: (oportunidade: Oportunidade) => oportunidade.titulo,
};
