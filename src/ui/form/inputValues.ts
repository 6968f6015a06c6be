// What the portal's bespoke forms store of what react-admin's inputs read: react-admin keeps a blank text
// as null, these forms keep their values as typed ('' when blank) and turn them into the body themselves.
import { dayValue } from '../../../common/dayText';

/** An input's `parse` that stores the value as the input gives it: a blank text stays ''. */
export const asTyped = <T>(value: T) => value;

/** What a text input of these forms takes: its text as typed, the form's width. */
export const typedText = { parse: asTyped, fullWidth: true } as const;

/** A day input's `parse`: the day (aaaa-mm-dd) once the text names one, '' when blank, else the text as typed. */
export const dayInput = (text: string) => dayValue(text) ?? '';

/** A react-hook-form style check (true or a message) as a react-admin validator (nothing or a message). */
export const validator =
  <V, A>(check: (value: V, values: A) => true | string) =>
  (value: V, values: A) => {
    const result = check(value, values);
    return result === true ? undefined : result;
  };
