// The onSubmit of a react-admin Form that saves through the API. A failed save shows the server's reason
// in the error toast, and the messages of a 422's items that name a field of the form are returned:
// react-admin's Form puts each under its field (setError).
import type { FieldValues } from 'react-hook-form';
import { useToast } from '../toast/useToast';

type ValidationItem = { loc?: (string | number)[]; msg?: string };

/** Each 422 item that names one of `fields`: field → message. */
function fieldErrors(error: unknown, fields: string[]): Record<string, string> | undefined {
  const detail = (error as { body?: { detail?: unknown } } | null)?.body?.detail;
  if (!Array.isArray(detail)) return undefined;
  const errors: Record<string, string> = {};
  for (const item of detail as ValidationItem[]) {
    const field = item.loc?.[item.loc.length - 1];
    if (typeof field === 'string' && fields.includes(field) && item.msg) errors[field] = item.msg;
  }
  return errors;
}

export type SubmitOptions = {
  /** The form's fields: a 422 naming anything else only reaches the toast. */
  fields: string[];
  /** The error toast's text for a failed save; the error's own message unless given. */
  failureText?: (error: unknown) => string;
};

/** `save` as a react-admin Form's onSubmit; throwing (an ApiError) leaves what was typed in place. */
export function useSubmitHandler<T extends FieldValues>(save: (values: T) => Promise<unknown>, { fields, failureText }: SubmitOptions) {
  const { notifyError } = useToast();
  return async (values: FieldValues) => {
    try {
      await save(values as T);
      return undefined;
    } catch (error) {
      await notifyError(error, failureText?.(error));
      return fieldErrors(error, fields);
    }
  };
}
