// A form input that follows another field (a contact's value named by its type, a pix key asked for by its
// type, a name labelled by the person's type): the followed field's value, and the input checked again
// when it changes, if the user already touched it or it shows a message, so a stale message does not stay
// on screen.
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

export function useFollowing(source: string, followed: string): unknown {
  const form = useFormContext();
  const value = useWatch({ name: followed }) as unknown;
  const previous = useRef(value);
  useEffect(() => {
    if (Object.is(previous.current, value)) return;
    previous.current = value;
    const state = form.getFieldState(source);
    if (state.isTouched || state.error) void form.trigger(source);
  }, [form, source, value]);
  return value;
}
