import { BooleanInput, NumberInput, ReferenceInput, SelectInput, TextInput, useCanAccess } from 'react-admin';
import { dayText, dayValue } from '../../../common/dayText';
import type { FieldDeclaration } from '../../../common/resources';
import { isoInstant, localDateTime } from '../../i18n/dateTimeInput';

/** The react-admin input of a declared field, by its input kind. Validation comes from the form's resolver. */
export function FieldInput({ source, field }: { source: string; field: FieldDeclaration }) {
  const common = { source, label: field.label, fullWidth: true };
  switch (field.input) {
    case 'longText':
      return <TextInput {...common} multiline minRows={3} />;
    case 'boolean':
      return <BooleanInput source={source} label={field.label} />;
    case 'number':
    case 'money':
    case 'percent':
      return <NumberInput {...common} step={field.input === 'number' ? 1 : 0.01} />;
    case 'date':
      // Typed dd/mm/aaaa in every browser (a native date input follows the browser's locale).
      return <TextInput {...common} format={dayText} parse={dayValue} placeholder="dd/mm/aaaa" />;
    case 'dateTime':
      // The browser's date and time picker, in its own time; the API gets the instant in ISO 8601.
      return <TextInput {...common} type="datetime-local" format={localDateTime} parse={isoInstant} slotProps={{ inputLabel: { shrink: true } }} />;
    case 'enum':
      return <SelectInput {...common} choices={[...(field.choices ?? [])]} />;
    case 'reference':
      return <ReferenceFieldInput source={source} field={field} />;
    default:
      return <TextInput {...common} type={field.input === 'email' ? 'email' : 'text'} />;
  }
}

/**
 * A picker of the referenced records, for whom may list them; others cannot pick (their list would answer
 * 403), so the input is left out and the server's default applies (e.g. the caller as responsável).
 */
function ReferenceFieldInput({ source, field }: { source: string; field: FieldDeclaration }) {
  const reference = field.reference ?? '';
  const { canAccess } = useCanAccess({ resource: reference, action: 'list' });
  if (!canAccess) return null;
  return <ReferenceInput source={source} reference={reference} label={field.label} />;
}
