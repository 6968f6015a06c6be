import { integer, pgTable, primaryKey, smallint, timestamp } from 'drizzle-orm/pg-core';
import { persons } from './persons';
import { users } from './users';

export const userPersonLinks = pgTable(
  'user_person_links',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    person_id: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'restrict' }),
    created_by_id: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    creation_method: smallint('creation_method').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.person_id] })],
);

export type UserPersonLink = typeof userPersonLinks.$inferSelect;
