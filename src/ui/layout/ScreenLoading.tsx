// What shows while a screen is loading, its code or its data: the screen's own words ('Carregando
// detalhes da pessoa...'), in the content column. The layout's Suspense boundary (Layout.tsx) shows it
// while a lazily loaded screen's code arrives, so react-admin's generic full-screen 'Carregando / A
// página está carregando' never replaces the page.
import { CircularProgress, Stack, Typography } from '@mui/material';
import { matchPath, useLocation } from 'react-router-dom';
import { declarations, routeName } from '../../../common/resources';

/** The detail pages' loading texts (SPEC), shared by the page and the layout's fallback. */
export const LOADING = {
  person: 'Carregando detalhes da pessoa...',
  oportunidade: 'Carregando detalhes da oportunidade...',
  userVinculos: 'Carregando vínculos do usuário...',
} as const;

export const ScreenLoading = ({ text }: { text: string }) => (
  <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 8 }}>
    <CircularProgress aria-hidden />
    <Typography>{text}</Typography>
  </Stack>
);

/** Route patterns and their text, the most specific first (the opportunities list would match '/oportunidades/:id'). */
const screens: [pattern: string, text: string][] = [
  ['/oportunidades/oportunidades', 'Carregando oportunidades...'],
  ['/oportunidades/:id', LOADING.oportunidade],
  ['/pessoas/:id', LOADING.person],
  ['/Vinculos/:id', LOADING.userVinculos],
  ['/settings', 'Carregando configurações...'],
  // Every other declared resource's screens: its list's noun, else its title ('Carregando teses...').
  ...declarations.map((declaration): [string, string] => [
    `/${routeName(declaration)}/*`,
    `Carregando ${(declaration.texts.noun ?? declaration.texts.title).toLowerCase()}...`,
  ]),
];

/** The loading text of the screen at the current address. */
export function RouteLoading() {
  const { pathname } = useLocation();
  const text = screens.find(([pattern]) => matchPath(pattern, pathname))?.[1] ?? 'Carregando...';
  return <ScreenLoading text={text} />;
}
