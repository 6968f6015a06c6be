// How long a password may be: the API's rule (common/resources/users.ts) and the forms' check
// (src/ui/form/rules.ts), in a module without zod, so the public pages load it without the
// declarations.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
