// A money (or percent) input on react-admin's useInput, read the Brazilian way (src/i18n/parseDecimal.ts).
// The form keeps the typed text, so a value that cannot be read stays on screen with its message instead
// of being turned into another number, and a negative amount keeps its sign for the field's own rule
// ('Receita deve ser positiva'); while not focused, a readable value is shown formatted ("R$ 250.000,00",
// "12,5%").
import { TextField } from '@mui/material';
import { useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { FieldTitle, InputHelperText, useInput, type Validator } from 'react-admin';
import { formatMoney, formatPercent } from '../../i18n/format';
import { parseDecimal } from '../../i18n/parseDecimal';
import { asTyped } from './inputValues';

export type DecimalKind = 'money' | 'percent';

const formatted: Record<DecimalKind, (value: number) => string> = { money: formatMoney, percent: formatPercent };

/** The validator of a decimal input: readable, then `check` on the number it holds (blank passes). */
export function decimalValidator(check?: (value: number) => true | string): Validator {
  return (text: string | null | undefined) => {
    const parsed = parseDecimal(text ?? '');
    if (!parsed.ok) return parsed.message;
    const result = parsed.value === null || !check ? true : check(parsed.value);
    return result === true ? undefined : result;
  };
}

type Props = {
  source: string;
  label: string;
  /** Money unless told: percent shows "12,5%". */
  kind?: DecimalKind;
  /** Should come from decimalValidator, so the text is checked the same way it is read. */
  validate?: Validator;
  isRequired?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
};

export function MoneyInput({ source, label, kind = 'money', validate, isRequired, disabled, helperText }: Props) {
  const { id, field, fieldState, isRequired: required } = useInput({ source, validate, isRequired, disabled, parse: asTyped });
  const [focused, setFocused] = useState(false);
  // Tab selects the whole text so that typing replaces it; swapping the formatted text for the typed one
  // on focus would collapse that selection to the end (typing then appended: "300.000,00400.000,00").
  // A focus that came with everything selected selects the swapped text again.
  const reselect = useRef<HTMLInputElement | null>(null);
  useLayoutEffect(() => {
    if (!focused || !reselect.current) return;
    reselect.current.select();
    reselect.current = null;
  }, [focused]);
  const onFocus = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const input = event.target as HTMLInputElement;
    const all = input.value !== '' && input.selectionStart === 0 && input.selectionEnd === input.value.length;
    reselect.current = all ? input : null;
    setFocused(true);
  };
  const text = String(field.value ?? '');
  const parsed = parseDecimal(text);
  const shown = !focused && parsed.ok && parsed.value !== null ? formatted[kind](parsed.value) : text;
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={shown}
      onChange={field.onChange}
      onFocus={onFocus}
      onBlur={() => {
        setFocused(false);
        field.onBlur();
      }}
      disabled={disabled}
      fullWidth
      margin="dense"
      label={<FieldTitle label={label} source={source} isRequired={required} />}
      error={fieldState.invalid}
      helperText={<InputHelperText error={fieldState.error?.message} helperText={helperText} />}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
}
