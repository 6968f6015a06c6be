// What the tags' create dialog (the kit's, by the declaration's `form`, opened from an opportunity's Tags
// card) has of its own: the 'Cor' select shows each colour's swatch beside its name, as the chips will
// show it. The swatch is also the delete dialog's (./TagDialogs.tsx).
import { Box } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { tags } from '../../../common/resources/tags';
import type { FormParts } from '../../ui/kit/formParts';
import { selectInput } from '../../ui/kit/inputs/selectInput';
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

/** The declared colours, each with its swatch beside its name. */
const colorChoices = () => tags.fields.color?.choices ?? [];

export const tagForm: FormParts = { inputs: { tagColor: selectInput(colorChoices, { optionText: colorOption }) } };
