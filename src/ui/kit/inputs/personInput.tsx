// A person picker as a form's input (the value holds the chosen person's id, null when none): the
// persons search of the role given (PersonPicker), with its own words for a failed search.
import { useFormContext } from 'react-hook-form';
import type { PersonRole } from '../../../../common/enums';
import { PersonPickerField } from '../../PersonPicker';
import type { CustomInputProps } from '../formParts';

type Options = {
  /** Whose persons it searches. */
  role: PersonRole;
  /** The toast when the search fails ('Erro ao buscar clientes'). */
  errorMessage: string;
};

export const personInput = ({ role, errorMessage }: Options) =>
  function PersonInput({ source, label, helperText, disabled, isRequired }: CustomInputProps) {
    const { control } = useFormContext();
    return (
      <PersonPickerField
        name={source}
        control={control}
        label={label}
        required={isRequired}
        disabled={disabled}
        filter={{ role }}
        errorMessage={errorMessage}
        helperText={helperText}
      />
    );
  };
