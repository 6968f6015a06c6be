// Tags as coloured chips: all of them, or the first two and '+N' (the list's Tags column).
import { Chip, Stack, Tooltip, type ChipProps } from '@mui/material';
import { styleOfTag } from './tagColors';
import type { Tag } from './types';

export const TAGS_SHOWN_IN_LIST = 2;

/** `maxWidth`: past it the name is shortened (a cut list's chips); the chips' row's width otherwise. */
export const TagChip = ({ tag, maxWidth = '100%', ...props }: { tag: Tag; maxWidth?: number | string } & Omit<ChipProps, 'label' | 'sx'>) => {
  const { bg, fg } = styleOfTag(tag.color);
  return <Chip size="small" label={tag.name} {...props} sx={{ bgcolor: bg, color: fg, maxWidth }} />;
};

/** `wrap`: the chips of a cut list may take a second line (a laptop's list, where one line would cut their names). */
export function TagChips({ tags, max, wrap = false }: { tags: Tag[]; max?: number; wrap?: boolean }) {
  if (tags.length === 0) return null;
  const shown = max === undefined ? tags : tags.slice(0, max);
  const hidden = tags.slice(shown.length);
  return (
    // Cut to `max` and not wrapping, the chips stay on one line, each name shortened past 96px.
    <Stack direction="row" sx={{ flexWrap: max === undefined || wrap ? 'wrap' : 'nowrap', gap: 0.5, ...(wrap && { width: 190 }) }}>
      {shown.map((tag) => (
        // Wrapping (a 190 px column), a chip leaves room for '+N' beside it, so two lines always hold them.
        <TagChip key={tag.id} tag={tag} title={tag.name} maxWidth={max === undefined ? undefined : wrap ? 150 : 96} />
      ))}
      {hidden.length > 0 && (
        <Tooltip title={hidden.map((tag) => tag.name).join(', ')}>
          <Chip size="small" variant="outlined" label={`+${hidden.length}`} aria-label={`Mais ${hidden.length} tags: ${hidden.map((tag) => tag.name).join(', ')}`} />
        </Tooltip>
      )}
    </Stack>
  );
}
