// The audiences an action may be open to. The access table (common/policy.ts) assigns one to every action,
// and each resource declaration (common/resources/) names its own, so both read the word from here.

/** Who an action is open to. Superusers belong to every audience. */
export type Audience = 'authenticated' | 'staff' | 'admins' | 'linkManagers' | 'superusers';
