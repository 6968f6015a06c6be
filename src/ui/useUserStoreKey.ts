// The key of something kept in react-admin's store (localStorage, one per browser) for the signed-in user:
// `name` and the user's id, so each person sharing a browser keeps their own (a list's columns, the
// board's folded columns). 'anon' until the identity is known.
import { useGetIdentity } from 'react-admin';

export function useUserStoreKey(name: string): string {
  const { identity } = useGetIdentity();
  return `${name}.user-${identity?.id ?? 'anon'}`;
}
