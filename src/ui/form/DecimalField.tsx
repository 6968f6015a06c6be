// A money or percent input bound to a react-hook-form field, read the Brazilian way (src/i18n/parseDecimal.ts).
// The form keeps the typed text, so a value that cannot be read stays on screen with its message instead
// of being turned into another number; while not focused, a readable value is shown formatted
// ("R$ 250.000,00", "12,5%").
import { useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { formatMoney, formatPercent } from '../../i18n/format';
import { parseDecimal } from '../../i18n/parseDecimal';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

export type DecimalKind = 'money' | 'percent';

const formatted: Record<DecimalKind, (value: number) => string> = { money: formatMoney, percent: formatPercent };

/** The rules of a decimal field: readable, then `check` on the number it holds (blank passes). */
export function decimalRules(check?: (value: number) => true | string) {
  return {
    validate: (text: string) => {
      const parsed = parseDecimal(text ?? '');
      if (!parsed.ok) return parsed.message;
      return parsed.value === null || !check ? true : check(parsed.value);
    },
  };
}

/** `rules` should come from decimalRules, so the text is checked the same way it is read. */
type Props<T extends FieldValues, N extends FieldPath<T>> = Omit<FormTextFieldProps<T, N>, 'type' | 'transform' | 'display'> & {
  kind: DecimalKind;
};

export function DecimalField<T extends FieldValues, N extends FieldPath<T>>({ kind, slotProps, ...props }: Props<T, N>) {
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
  return (
    <FormTextField
      {...props}
      display={(text) => {
        if (focused) return text;
        const parsed = parseDecimal(text);
        return parsed.ok && parsed.value !== null ? formatted[kind](parsed.value) : text;
      }}
      onFocus={onFocus}
      onBlurCapture={() => setFocused(false)}
      slotProps={{ ...slotProps, htmlInput: { inputMode: 'decimal', ...(slotProps?.htmlInput as object) } }}
    />
  );
}
