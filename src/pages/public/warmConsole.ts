// The console (src/App.tsx) is most of the portal's code and loads only with a session. A visitor typing
// their credentials needs it in a moment: fetching it then, with the screen the login will open and the
// access tables the console asks first, takes that download off the wait between 'Entre' and the first
// list. Nothing is fetched before the visitor types, so /login itself stays within its script budget.
import { peekReturnPath } from '../../authProvider/returnPath';

let warming: Promise<unknown> | undefined;

export function warmConsole() {
  warming ??= Promise.all([
    import('../../App'),
    import('../../preloadScreen').then(({ preloadScreen }) => preloadScreen(peekReturnPath())),
    import('../../authProvider/resourceAccess'),
    // A failed fetch here costs nothing: the console loads as it would have, after the login.
  ]).catch(() => undefined);
}
