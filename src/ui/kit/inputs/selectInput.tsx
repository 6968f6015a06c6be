// A select whose choices a hook gives (a catalogue the API lists, a record's current value beside them),
// as a form's input. Its value is the chosen id as is. Marked required it offers no blank choice; with a
// blank choice's text ('Selecione uma tese') that text then stands in the empty select as its prompt. An
// option may read as more than its name (`optionText`: a tag colour's swatch beside it).
import { Box } from '@mui/material';
import { SelectInput, type SelectInputProps } from 'react-admin';
import type { FieldChoice } from '../../../../common/resources/types';
import { typedText } from '../../form/inputValues';
import type { CustomInputProps } from '../formParts';

export const selectInput = (useChoices: (source: string) => readonly Pick<FieldChoice, 'id' | 'name'>[], { optionText }: Pick<SelectInputProps, 'optionText'> = {}) =>
  // The declared props are react-admin's own (the form's mode aside).
  function ChoicesInput({ mode: _mode, ...input }: CustomInputProps) {
    const choices = useChoices(input.source);
    const prompt = input.isRequired && input.emptyText;
    return (
      <SelectInput
        {...typedText}
        {...input}
        choices={[...choices]}
        optionText={optionText}
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
