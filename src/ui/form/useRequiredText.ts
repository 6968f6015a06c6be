// A text a dialog cannot do without, kept in state (the loss reason): its message
// shows once the person has left it blank; `inputProps` go on a MUI TextField.
import { useState, type ChangeEvent } from 'react';

export function useRequiredText(message: string, hint?: string) {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const blank = value.trim() === '';
  const shown = touched && blank;
  return {
    value,
    blank,
    inputProps: {
      value,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(event.target.value),
      onBlur: () => setTouched(true),
      error: shown,
      helperText: shown ? message : hint,
      required: true,
      fullWidth: true,
      margin: 'normal' as const,
      autoFocus: true,
    },
  };
}
