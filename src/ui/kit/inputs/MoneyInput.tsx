// A money (or percent) input on react-admin's useInput, typed and shown the Brazilian way
// (src/i18n/parseDecimal.ts): the form's value is the decimal string the API takes ('250000.00'), or, while
// what is typed cannot be read, that text as typed, so it stays on screen for the form's schema to name
// (decimalProblem) instead of being turned into another number. A negative amount keeps its sign for the
// field's own rule ('Receita deve ser positiva'). While not focused a readable value is shown formatted
// ("R$ 250.000,00", "12,5%").
import { TextField } from '@mui/material';
import { useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { FieldTitle, InputHelperText, useInput, type Validator } from 'react-admin';
import { formatMoney, formatPercent } from '../../../i18n/format';
import { decimalText, parseDecimal } from '../../../i18n/parseDecimal';
import type { CustomInputProps } from '../formParts';

export type DecimalKind = 'money' | 'percent';

const formatted: Record<DecimalKind, (value: number) => string> = { money: formatMoney, percent: formatPercent };

/** Why a decimal value cannot be read (blank can), else the check of the number it holds. */
export function decimalProblem(value: unknown, check?: (n: number) => true | string): string | undefined {
  const parsed = parseDecimal(value === null || value === undefined ? '' : String(value));
  if (!parsed.ok) return parsed.message;
  const result = parsed.value === null || !check ? true : check(parsed.value);
  return result === true ? undefined : result;
}

/** The react-admin validator of a decimal input, for a form without a schema: decimalProblem. */
export const decimalValidator =
  (check?: (n: number) => true | string): Validator =>
  (value: unknown) =>
    decimalProblem(value, check);

/** The form's value of what is typed: its decimal string, '' when blank, the text itself when unreadable. */
function valueOf(text: string) {
  const parsed = parseDecimal(text);
  if (!parsed.ok) return text;
  return parsed.value === null ? '' : parsed.value.toFixed(2);
}

type Props = {
  source: string;
  label: string;
  /** Money unless told: percent shows "12,5%". */
  kind?: DecimalKind;
  /** A form without a schema checks the input with decimalValidator. */
  validate?: Validator;
  isRequired?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
};

export function MoneyInput({ source, label, kind = 'money', validate, isRequired, disabled, helperText }: Props) {
  const { id, field, fieldState, isRequired: required } = useInput({ source, validate, isRequired, disabled, format: (value) => value, parse: (value) => value });
  // What is typed, while focused; the value's own text otherwise.
  const [typed, setTyped] = useState<string | null>(null);
  // Tab selects the whole text so that typing replaces it; swapping the formatted text for the typed one
  // on focus would collapse that selection to the end (typing then appended: "300.000,00400.000,00").
  // A focus that came with everything selected selects the swapped text again.
  const reselect = useRef<HTMLInputElement | null>(null);
  const focused = typed !== null;
  useLayoutEffect(() => {
    if (!focused || !reselect.current) return;
    reselect.current.select();
    reselect.current = null;
  }, [focused]);
  const stored = field.value === null || field.value === undefined ? '' : String(field.value);
  const parsed = parseDecimal(stored);
  // A stored decimal is edited as pt-BR text ('15000.5' as '15.000,50'); an unreadable one as it was typed.
  const editable = parsed.ok ? decimalText(parsed.value) : stored;
  const onFocus = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const input = event.target as HTMLInputElement;
    const all = input.value !== '' && input.selectionStart === 0 && input.selectionEnd === input.value.length;
    reselect.current = all ? input : null;
    setTyped(editable);
  };
  const shown = typed ?? (parsed.ok && parsed.value !== null ? formatted[kind](parsed.value) : stored);
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={shown}
      onChange={(event) => {
        setTyped(event.target.value);
        field.onChange(valueOf(event.target.value));
      }}
      onFocus={onFocus}
      onBlur={() => {
        setTyped(null);
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

/** The kit's named inputs 'money' and 'percent' (a declaration's `form.inputs`). */
export const MoneyFormInput = ({ source, label, helperText, disabled }: CustomInputProps) => (
  <MoneyInput source={source} label={label} helperText={helperText} disabled={disabled} />
);
export const PercentFormInput = ({ source, label, helperText, disabled }: CustomInputProps) => (
  <MoneyInput source={source} label={label} kind="percent" helperText={helperText} disabled={disabled} />
);
