// A generated declaration's fields as its screens read them.
import type { FieldDeclaration, GeneratedDeclaration } from '../../../common/resources';

/** The declared fields, in display order, as [source, field] pairs. */
export const declaredFields = (declaration: GeneratedDeclaration) =>
  Object.entries(declaration.fields).filter((entry): entry is [string, FieldDeclaration] => !!entry[1]);

/** A field's value as a list cell or a show page writes it: an enum's or boolean's label, else the value; '—' when empty. */
export const fieldText = (field: FieldDeclaration, value: unknown) =>
  field.choices?.find((choice) => choice.id === value)?.name ?? (value == null || value === '' ? '—' : String(value));
