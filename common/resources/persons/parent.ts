// Where a person's lists hang: /persons/{person_id}/<segment> and /persons/<segment>/{id}.
export const personParent = { resource: 'persons', apiPath: 'persons', idParam: 'person_id' } as const;

/** A person's list by its names: the portal's resource (the detail's key and its SQL table), its path word and its id parameter. */
export const personList = (name: string, segment: string, idParam: string) => ({ name, table: name, parent: personParent, segment, idParam });
