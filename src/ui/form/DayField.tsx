// A calendar day typed and read dd/mm/aaaa whatever the browser's own date order (a native date input
// follows the browser's locale: mm/dd/yyyy in an English one), reporting aaaa-mm-dd as the API carries
// it; the same format and parse as the kit's date inputs (common/dayText.ts). For a field of a
// react-admin form, TextInput with `parse={dayInput}` and `format={dayText}` does the same.
import { TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import { dayText, isIsoDay } from '../../../common/dayText';
import { dayInput } from './inputValues';

/** Whether a stored value is a whole day (aaaa-mm-dd), not a day half typed. */
export const isWholeDay = isIsoDay;

type Props = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'defaultValue'> & {
  /** The day, aaaa-mm-dd ('' for none). */
  value: string;
  /** Called with what dayInput() makes of each keystroke; a parent that takes whole days only checks isWholeDay. */
  onDay: (value: string) => void;
};

export function DayField({ value, onDay, ...props }: Props) {
  // What is being typed while it names no day yet (or is blank), so a parent that keeps whole days only
  // does not put the old day back under the user's fingers.
  const [typed, setTyped] = useState<string>();
  return (
    <TextField
      placeholder="dd/mm/aaaa"
      {...props}
      value={typed ?? dayText(value)}
      onChange={(event) => {
        const next = dayInput(event.target.value);
        setTyped(isWholeDay(next) ? undefined : event.target.value);
        onDay(next);
      }}
    />
  );
}
