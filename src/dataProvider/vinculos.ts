// The write of /userPersonsLinks that is not react-admin's: linking a user to a person, with a JSON body.
// Undoing it is react-admin's delete of a user's person ('userPersons'), which paths.ts sends by the link's key.
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
};
