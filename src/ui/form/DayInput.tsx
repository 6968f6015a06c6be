// A day of a react-admin form, typed and shown dd/mm/aaaa whatever the browser's own date order: the form
// holds aaaa-mm-dd once the text names a whole day, the text as typed until then ('' when blank), so a
// half-typed day stays on screen for the form's own check.
import { TextInput, type TextInputProps } from 'react-admin';
import { dayText } from '../../../common/dayText';
import { dayInput } from './inputValues';

export const DayInput = (props: Omit<TextInputProps, 'parse' | 'format'>) => (
  <TextInput placeholder="dd/mm/aaaa" fullWidth {...props} parse={dayInput} format={dayText} />
);
