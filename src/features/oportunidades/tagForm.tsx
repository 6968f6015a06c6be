// What the tags' create dialog (the kit's, by the declaration's `form`, opened from an opportunity's Tags
// card) has of its own: the 'Cor' select shows each colour's swatch beside its name, as the chips will
// show it. The same option is the delete dialog's, for a tag (./TagsCard.tsx).
import { Box } from '@mui/material';
import { tags } from '../../../common/resources/tags';
import type { FormParts } from '../../ui/kit/formParts';
import { selectInput } from '../../ui/kit/inputs/selectInput';
import { styleOfTag } from './tagColors';

/** A colour's option (its id is the colour) or a tag's (its `color`): the colour's swatch, then the name. */
export const withSwatch = (choice: { id: unknown; name: string; color?: string }) => (
  <>
    <Box component="span" aria-hidden sx={{ display: 'inline-block', width: 14, height: 14, borderRadius: '50%', bgcolor: styleOfTag(choice.color ?? String(choice.id)).bg, mr: 1, verticalAlign: 'middle' }} />
    {choice.name}
  </>
);

/** The declared colours, each with its swatch beside its name. */
const colorChoices = () => tags.fields.color?.choices ?? [];

export const tagForm: FormParts = { inputs: { tagColor: selectInput(colorChoices, { optionText: withSwatch }) } };
