// Validating values that do not go through a route schema (multipart form fields) with the same
// 422 shape the error handler gives route schemas: server/resource/crud.ts's parseOr422.
export { parseOr422 } from '../../resource/crud';

/** Multipart fields arrive as text; a repeated field as a list. Blank text counts as absent. */
export const formValue = (values: string[] | undefined) => {
  const value = values?.[0]?.trim();
  return value ? value : undefined;
};
