// The writes of /userPersonsLinks: linking a user to a person and undoing it, both with
// JSON bodies. The two lists are ordinary resources in paths.ts ('Vinculos' and 'userPersons').
import { VinculoCreationMethod } from '../../common/enums';
import { httpClient } from './httpClient';

export type VinculoKey = { user_id: number; person_id: number };

export type Vinculo = VinculoKey & { created_by_id: number | null; creation_method: number };

export const vinculoMethods = {
  /** The server records the caller as the author whatever created_by_id says; it is sent as the API's body lists it. */
  createLink: (link: VinculoKey & { created_by_id?: number }) =>
    httpClient<Vinculo>('userPersonsLinks/', {
      method: 'POST',
      body: { ...link, creation_method: VinculoCreationMethod.Manual },
    }),
  deleteLink: (link: VinculoKey) =>
    httpClient<Vinculo>('userPersonsLinks/', { method: 'DELETE', body: link }),
};
