// A form outside react-admin's console (the public pages: login, signup, password recovery), kept on
// react-hook-form's useForm so /login loads no more than it needs; validated the way every portal form is
// (FORM_MODE); `send` does the work, and a failure shows the server's reason in the error toast, leaving
// what was typed in place.
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useToast } from '../toast/useToast';
import { FORM_MODE } from './rules';

export function useSubmitForm<T extends FieldValues>(
  defaultValues: DefaultValues<T>,
  send: (values: T, form: UseFormReturn<T>) => Promise<unknown>,
) {
  const form = useForm<T>({ mode: FORM_MODE, defaultValues });
  const { notifyError } = useToast();
  const submit = form.handleSubmit(async (values) => {
    try {
      await send(values, form);
    } catch (error) {
      await notifyError(error);
    }
  });
  return { ...form, submit };
}
