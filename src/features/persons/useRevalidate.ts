import { useEffect, useRef } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/** Checks `field` again when `dependency` changes, if the person already touched it (e.g. the pix key
 * when the pix key type changes), so a stale message does not stay on screen. */
export function useRevalidate<T extends FieldValues>(form: UseFormReturn<T>, field: FieldPath<T>, dependency: unknown) {
  const previous = useRef(dependency);
  useEffect(() => {
    if (Object.is(previous.current, dependency)) return;
    previous.current = dependency;
    const state = form.getFieldState(field);
    if (state.isTouched || state.error) void form.trigger(field);
  }, [form, field, dependency]);
}
