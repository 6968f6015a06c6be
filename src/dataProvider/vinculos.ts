// The writes of /userPersonsLinks: linking a user to a person and undoing it, both with
// JSON bodies. The two lists are ordinary resources in paths.ts ('Vinculos' and 'userPersons').
import { LinkCreationMethod } from '../../common/enums';
import { httpClient } from './httpClient';

export type LinkKey = { user_id: number; person_id: number };

export type UserPersonLink = LinkKey & { created_by_id: number | null; creation_method: number };

export const linkMethods = {
  /** The server records the caller as the author whatever created_by_id says; it is sent as the API's body lists it. */
  createLink: (link: LinkKey & { created_by_id?: number }) =>
    httpClient<UserPersonLink>('userPersonsLinks/', {
      method: 'POST',
      body: { ...link, creation_method: LinkCreationMethod.Manual },
    }),
  deleteLink: (link: LinkKey) =>
    httpClient<UserPersonLink>('userPersonsLinks/', { method: 'DELETE', body: link }),
};
