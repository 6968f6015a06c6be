// How each tag colour of the API (common/enums TAG_COLORS) looks; its name in Portuguese is the tags
// declaration's (common/resources/tags.ts).
import type { TagColor } from '../../../common/enums';

export const tagColorStyles: Record<TagColor, { bg: string; fg: string }> = {
  blue: { bg: '#1565c0', fg: '#fff' },
  green: { bg: '#2e7d32', fg: '#fff' },
  red: { bg: '#c62828', fg: '#fff' },
  purple: { bg: '#6a1b9a', fg: '#fff' },
  orange: { bg: '#e65100', fg: '#fff' },
  teal: { bg: '#00695c', fg: '#fff' },
  pink: { bg: '#ad1457', fg: '#fff' },
  yellow: { bg: '#fbc02d', fg: '#212121' },
};

export const styleOfTag = (color: string) => tagColorStyles[color as TagColor] ?? { bg: '#616161', fg: '#fff' };
