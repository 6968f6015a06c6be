import { useListContext } from 'react-admin';
import type { Partner } from './types';

/** The user a /Vinculos/{id} list belongs to, as its answer names it (role 4 may not read /users/{id}). */
export const usePartner = () => (useListContext().meta as { user?: Partner } | undefined)?.user;
