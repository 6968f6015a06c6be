// The console (src/App.tsx) is most of the portal's code and loads only with a session. A visitor typing
// their credentials needs it in a moment: fetching it then, with the screen the login will open and the
// access tables the console asks first, takes that download off the wait between 'Entre' and the first
// list. Nothing is fetched before the visitor types, so /login itself stays within its script budget.
import { peekReturnPath } from '../../authProvider/returnPath';

type ConsoleLoader = (path: string) => Promise<unknown>;

let load: ConsoleLoader | undefined;
let warming: Promise<unknown> | undefined;

/**
 * How the console and a path's screen load, said by src/main.tsx: importing the console here would close
 * a circle, since the console's routes hold this login page.
 */
export function setConsoleLoader(loader: ConsoleLoader) {
  load = loader;
}

export function warmConsole() {
  // A failed fetch here costs nothing: the console loads as it would have, after the login.
  if (load) warming ??= load(peekReturnPath()).catch(() => undefined);
}
