// Writing a declaration's access entries when several actions share one audience.
import type { Audience } from '../audience';

/** Each of `actions` open to `audience`, e.g. a resource every signed-in user may list, read and change. */
export const openTo = <const A extends Audience, const Action extends string>(audience: A, actions: readonly Action[]) =>
  Object.fromEntries(actions.map((action) => [action, audience])) as Record<Action, A>;
