// A generated declaration's fields as its screens read them.
import type { FieldDeclaration, ResourceDeclaration } from '../../../common/resources';
import { formatDocument } from '../../../common/documents';
import { formatDate, formatDateTime, formatMoneyText, formatMonth, formatPercent } from '../../i18n/format';

/** The declared fields, in display order, as [source, field] pairs. */
export const declaredFields = (declaration: ResourceDeclaration) =>
  Object.entries(declaration.fields).filter((entry): entry is [string, FieldDeclaration] => !!entry[1]);

/** The fields the API sorts the declaration's list by (`sortable`): their column headers sort it. */
export const sortableSources = (declaration: ResourceDeclaration) =>
  declaredFields(declaration)
    .filter(([, field]) => field.sortable)
    .map(([source]) => source);

/** How each typed field is written, the portal's way (dates dd/mm/aaaa, R$ with its cents). */
const formats: Partial<Record<FieldDeclaration['input'], (value: string) => string>> = {
  date: formatDate,
  month: formatMonth,
  dateTime: formatDateTime,
  money: formatMoneyText,
  percent: formatPercent,
  document: (value) => formatDocument(value),
};

/** A field's value as a list cell or a show page writes it: an enum's or boolean's label, else the value; '—' when empty. */
export function fieldText(field: FieldDeclaration, value: unknown) {
  const choice = field.choices?.find((option) => option.id === value);
  if (choice) return choice.name;
  if (value == null || value === '') return '—';
  return formats[field.input]?.(String(value)) ?? String(value);
}
