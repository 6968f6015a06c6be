// Where a person's lists hang: /persons/{person_id}/<segment> and /persons/<segment>/{id}.
export const personParent = { apiPath: 'persons', idParam: 'person_id' } as const;

/** A person's list by its names: the portal's resource (and the detail's key), its path word and its id parameter. */
export const personList = (name: string, segment: string, idParam: string) => ({ name, parent: personParent, segment, idParam });
