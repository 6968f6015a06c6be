import { BooleanInput, NumberInput, ReferenceInput, SelectInput, TextInput, useCanAccess } from 'react-admin';
import { dayText, dayValue } from '../../../common/dayText';
import type { FieldDeclaration } from '../../../common/resources';
import { isoInstant, localDateTime } from '../../i18n/dateTimeInput';

type FieldInputProps = {
  source: string;
  field: FieldDeclaration;
  /** The label when the form words it otherwise than the declaration (a contact's value named by its type). */
  label?: string;
  /** Marks the label ' *' (and leaves a select without its blank choice); the resolver still decides. */
  isRequired?: boolean;
  disabled?: boolean;
  /** The hint under the input (the declaration's `form.hints`). */
  helperText?: string;
  /** A select's blank choice (the declaration's `form.blankLabels`). */
  emptyText?: string;
  /** A text's most characters (the declaration's `form.maxLengths`). */
  maxLength?: number;
  /** Takes the focus when it appears (a dialog's first input). */
  autoFocus?: boolean;
};

/** The react-admin input of a declared field, by its input kind. Validation comes from the form's resolver. */
export function FieldInput({ source, field, label = field.label, isRequired, disabled, helperText, emptyText, maxLength, autoFocus }: FieldInputProps) {
  const common = { source, label, fullWidth: true, isRequired, disabled, helperText, autoFocus };
  switch (field.input) {
    case 'longText':
      return <TextInput {...common} multiline minRows={3} />;
    case 'boolean':
      return <BooleanInput source={source} label={label} disabled={disabled} helperText={helperText} />;
    case 'number':
    case 'money':
    case 'percent':
      return <NumberInput {...common} step={field.input === 'number' ? 1 : 0.01} />;
    case 'date':
      // Typed dd/mm/aaaa in every browser (a native date input follows the browser's locale).
      return (
        <TextInput {...common} format={dayText} parse={dayValue} placeholder="dd/mm/aaaa" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }} />
      );
    case 'month':
      // The browser's month picker, as the lists' month filters (ListDayFilter); the API takes aaaa-mm.
      return <TextInput {...common} type="month" slotProps={{ inputLabel: { shrink: true } }} />;
    case 'dateTime':
      // The browser's date and time picker, in its own time; the API gets the instant in ISO 8601.
      return <TextInput {...common} type="datetime-local" format={localDateTime} parse={isoInstant} slotProps={{ inputLabel: { shrink: true } }} />;
    case 'enum':
      return <SelectInput {...common} choices={[...(field.choices ?? [])]} emptyText={emptyText} />;
    case 'reference':
      return <ReferenceFieldInput source={source} field={field} />;
    default:
      return <TextInput {...common} type={field.input === 'email' ? 'email' : 'text'} slotProps={{ htmlInput: { maxLength } }} />;
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
