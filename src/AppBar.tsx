import { AppBar as RaAppBar, LoadingIndicator, TitlePortal } from 'react-admin';
import { NotificationBell } from './features/notificacoes/NotificationBell';
import { SearchButton } from './features/search/SearchButton';
import { UserMenu } from './ui/layout/UserMenu';

/**
 * react-admin's top bar (menu toggle, page title, global search, the notifications' bell, loading indicator) with the portal's
 * user menu. The title is plain text, not a heading: each page has its own level-1 heading.
 */
export const AppBar = () => (
  <RaAppBar userMenu={<UserMenu />} toolbar={<LoadingIndicator />}>
    <TitlePortal component="span" />
    <SearchButton />
    <NotificationBell />
  </RaAppBar>
);
