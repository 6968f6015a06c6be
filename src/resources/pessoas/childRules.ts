// Field rules of the address, contact and bank-account dialogs.
export const REQUIRED = 'Campo obrigatório';

export const maxLength = (value: number) => ({ value, message: `Máximo de ${value} caracteres` });

/** Required (with the message 'Campo obrigatório' unless named) and at most `max` characters. */
export const requiredText = (max: number, message = REQUIRED) => ({
  validate: (value: unknown) => String(value ?? '').trim() !== '' || message,
  maxLength: maxLength(max),
});

export const optionalText = (max: number) => ({ maxLength: maxLength(max) });

export const trimmedOrNull = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);
