// A select whose choices a hook gives (a catalogue the API lists, a record's current value beside them),
// as a form's input. Its value is the chosen id as is. Marked required it offers no blank choice; with a
// blank choice's text ('Selecione uma tese') that text then stands in the empty select as its prompt.
import { Box } from '@mui/material';
import { SelectInput } from 'react-admin';
import type { Choice } from '../../../../common/enums';
import { typedText } from '../../form/inputValues';
import type { CustomInputProps } from '../formParts';

export const selectInput = (useChoices: (source: string) => Choice[]) =>
  // The declared props are react-admin's own (the form's mode aside).
  function ChoicesInput({ mode: _mode, ...input }: CustomInputProps) {
    const choices = useChoices(input.source);
    const prompt = input.isRequired && input.emptyText;
    return (
      <SelectInput
        {...typedText}
        {...input}
        choices={choices}
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
