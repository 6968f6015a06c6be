// A form input that follows another field (a contact's value named by its type, a pix key asked for by its
// type, a name labelled by the person's type, a document masked by its kind): the followed field's value, and
// when it changes, the input's value rewritten by `reformat` if given (a document masked anew for the new
// kind), then checked again if the user already touched it or it shows a message, so a stale message does
// not stay on screen.
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

export function useFollowing<Followed = unknown>(source: string, followed: string, reformat?: (value: unknown, followedValue: Followed) => unknown): Followed {
  const form = useFormContext();
  const value = useWatch({ name: followed }) as Followed;
  const previous = useRef(value);
  useEffect(() => {
    if (Object.is(previous.current, value)) return;
    previous.current = value;
    if (reformat) form.setValue(source, reformat(form.getValues(source), value));
    const state = form.getFieldState(source);
    if (state.isTouched || state.error) void form.trigger(source);
  }, [form, source, value, reformat]);
  return value;
}
