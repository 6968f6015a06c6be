import { pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { createdAt, ownerId, refersTo } from './columns';
import { VinculoCreationMethod } from '../../../../common/enums';
import { persons } from './persons';
import { createdBy, users } from './users';

export const vinculosTable = pgTable(
  'user_person_links',
  {
    user_id: ownerId('user_id', () => users.id),
    // A person with partners linked to it is not deleted until the links are.
    person_id: refersTo('person_id', () => persons.id, 'restrict').notNull(),
    created_by_id: createdBy(),
    creation_method: smallint('creation_method').notNull().default(VinculoCreationMethod.Manual),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.person_id] })],
);

export type Vinculo = typeof vinculosTable.$inferSelect;
