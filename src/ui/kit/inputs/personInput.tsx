// A person picker as a form's input (the value holds the chosen person's id, null when none): the
// persons search of the role given (PersonPicker), with its own words for a failed search.
import type { PersonRole } from '../../../../common/enums';
import { PersonPickerInput } from '../../PersonPicker';
import type { CustomInputProps } from '../formParts';

type Options = {
  /** Whose persons it searches. */
  role: PersonRole;
  /** The toast when the search fails ('Erro ao buscar clientes'). */
  errorMessage: string;
};

export const personInput = ({ role, errorMessage }: Options) =>
  function PersonInput({ mode: _mode, emptyText: _emptyText, ...props }: CustomInputProps) {
    return <PersonPickerInput {...props} filter={{ role }} errorMessage={errorMessage} />;
  };
