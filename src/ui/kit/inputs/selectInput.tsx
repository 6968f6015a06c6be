// A select whose choices a hook gives (a catalogue the API lists, a record's current value beside them),
// as a form's input. Its value is the chosen id as is. Marked required it offers no blank choice; with a
// blank choice's text ('Selecione uma tese') that text then stands in the empty select as its prompt.
import { Box } from '@mui/material';
import { SelectInput } from 'react-admin';
import type { Choice } from '../../../../common/enums';
import { typedText } from '../../form/inputValues';
import type { CustomInputProps } from '../formParts';

export const selectInput = (useChoices: (source: string) => Choice[]) =>
  function ChoicesInput({ source, label, helperText, emptyText, disabled, isRequired }: CustomInputProps) {
    const choices = useChoices(source);
    const prompt = isRequired && emptyText;
    return (
      <SelectInput
        {...typedText}
        source={source}
        label={label}
        helperText={helperText}
        isRequired={isRequired}
        disabled={disabled}
        choices={choices}
        emptyText={emptyText}
        slotProps={
          prompt
            ? {
                inputLabel: { shrink: true },
                select: {
                  displayEmpty: true,
                  renderValue: (value: unknown) =>
                    value === '' ? (
                      <Box component="span" sx={{ color: 'text.secondary' }}>
                        {prompt}
                      </Box>
                    ) : (
                      (choices.find((choice) => choice.id === value)?.name ?? String(value))
                    ),
                },
              }
            : undefined
        }
      />
    );
  };
