// How each tag colour of the API (common/enums TAG_COLORS) looks; its name in Portuguese is the tags
// declaration's (common/resources/tags.ts). Only the background is declared: the label's colour is the
// one of white and near-black that reads best on it (WCAG contrast). Orange is a burnt orange: on the
// former #e65100 neither white (3.8:1) nor black (4.3:1) reached the 4.5:1 text needs.
import { getContrastRatio } from '@mui/material/styles';
import type { TagColor } from '../../../common/enums';

const backgrounds: Record<TagColor, string> = {
  blue: '#1565c0',
  green: '#2e7d32',
  red: '#c62828',
  purple: '#6a1b9a',
  orange: '#b84a00',
  teal: '#00695c',
  pink: '#ad1457',
  yellow: '#fbc02d',
};

const LIGHT = '#fff';
const DARK = '#212121';

/** A tag colour's background (grey for one the table does not know) and the label colour that reads best on it. */
export function styleOfTag(color: string) {
  const bg = backgrounds[color as TagColor] ?? '#616161';
  return { bg, fg: getContrastRatio(LIGHT, bg) >= getContrastRatio(DARK, bg) ? LIGHT : DARK };
}
