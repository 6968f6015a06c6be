// What the tags' create dialog (the kit's, by the declaration's `form`, opened from an opportunity's Tags
// card) has of its own: the 'Cor' select shows each colour's swatch beside its name, as the chips will
// show it. The swatch is also the delete dialog's (./TagDialogs.tsx).
import { Box } from '@mui/material';
import { SelectInput, type RaRecord } from 'react-admin';
import { tags } from '../../../common/resources/tags';
import type { CustomInputProps, FormParts } from '../../ui/kit/formParts';
import { styleOfTag } from './tagColors';

export const Swatch = ({ color }: { color: string }) => (
  <Box component="span" aria-hidden sx={{ display: 'inline-block', width: 14, height: 14, borderRadius: '50%', bgcolor: styleOfTag(color).bg, mr: 1, verticalAlign: 'middle' }} />
);

const colorOption = (choice: RaRecord) => (
  <>
    <Swatch color={String(choice.id)} />
    {choice.name}
  </>
);

/** The declared colours, each with its swatch; it always holds one (the declared default), so no blank choice. */
function TagColorInput({ source, label, helperText, disabled }: CustomInputProps) {
  return (
    <SelectInput
      source={source}
      label={label}
      helperText={helperText}
      disabled={disabled}
      choices={[...(tags.fields.color?.choices ?? [])]}
      optionText={colorOption}
      isRequired
      fullWidth
    />
  );
}

export const tagForm: FormParts = { inputs: { tagColor: TagColorInput } };
