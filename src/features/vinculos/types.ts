import { useListContext } from 'react-admin';
import type { z } from 'zod';
import { vinculos, type vinculoUser, type partner } from '../../../common/resources/vinculos';
import type { Person } from '../persons/public';

/** A row of /Vinculos (GET /userPersonsLinks/details): an external user and how many persons it has. */
export type VinculoUser = z.infer<typeof vinculoUser>;

/** The user GET /userPersonsLinks/user/{id}/persons names beside its persons (list meta). */
export type Partner = z.infer<typeof partner>;

/** The user a /Vinculos/{id} list belongs to, as its answer names it (role 4 may not read /users/{id}). */
export const usePartner = () => (useListContext().meta as { user?: Partner } | undefined)?.user;

/** A person linked to the partner: a row of /Vinculos/{id}. */
export type VinculoPerson = Pick<Person, 'id' | 'person_type' | 'document' | 'name' | 'trade_name' | 'role' | 'is_active'>;

/** The toast (and the table's text) when vínculos cannot be loaded. */
export const LOAD_ERROR = vinculos.texts.loadError;

/** The partner is named as any account is: its full name, else its email. */
export { userName as partnerName } from '../users/public';
