// Who may be named sales executive or partner team: the roles the policy lets list users (users.list, the
// staff) choose among up to 100; others (a Parceiro) only themselves, without loading the users list.
import { useMemo } from 'react';
import { useCanAccess, useGetIdentity, useGetList } from 'react-admin';
import type { Choice } from '../../../common/enums';

export const USERS_LIMIT = 100;

type UserRow = { id: number; full_name: string | null; email: string };
type Identity = { id: number; full_name?: string | null; email?: string };

const nameOf = (user: { full_name?: string | null; email?: string }) => user.full_name || user.email || '—';

export function useUserChoices() {
  const { identity: raw } = useGetIdentity();
  const identity = raw as Identity | undefined;
  const { canAccess: mayList } = useCanAccess({ resource: 'users', action: 'list', enabled: Boolean(identity) });
  const { data: users } = useGetList<UserRow>(
    'users',
    { pagination: { page: 1, perPage: USERS_LIMIT }, sort: { field: 'id', order: 'ASC' }, filter: {} },
    { enabled: Boolean(identity) && mayList === true, staleTime: 60_000 },
  );

  return useMemo(() => {
    const self: Choice[] = identity ? [{ id: Number(identity.id), name: nameOf(identity) }] : [];
    const choices: Choice[] = users ? users.map((user) => ({ id: user.id, name: nameOf(user) })) : self;
    const names = new Map(choices.map((choice) => [choice.id, choice.name]));
    return {
      choices,
      /** 'N/A' with no id, `missing` ('Executivo não encontrado') when the user is not among the choices. */
      userName: (id: number | null | undefined, missing: string) => (id == null ? 'N/A' : (names.get(id) ?? missing)),
    };
  }, [identity, users]);
}
