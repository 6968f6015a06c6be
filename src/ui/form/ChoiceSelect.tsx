// A select over numbered choices ({id, name}) outside a react-admin form, telling the chosen id as a number:
// a sign-up's role, a tag to add or delete, an activity's type, a bulk action's value. `optionText`
// writes an option otherwise than by its name (a tag's swatch beside it).
import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import type { ReactNode } from 'react';
import type { Choice } from '../../../common/enums';

type Props<C extends Choice> = Omit<TextFieldProps, 'select' | 'onChange' | 'children'> & {
  choices: readonly C[];
  onChoose: (id: number) => void;
  optionText?: (choice: C) => ReactNode;
};

export function ChoiceSelect<C extends Choice>({ choices, onChoose, optionText = (choice) => choice.name, ...field }: Props<C>) {
  return (
    <TextField {...field} select onChange={(event) => onChoose(Number(event.target.value))}>
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {optionText(choice)}
        </MenuItem>
      ))}
    </TextField>
  );
}
