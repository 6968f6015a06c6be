// The palette of both themes (src/ui/layout/theme/themes.ts) against WCAG 2.1: 4.5:1 for text on its
// background (a filled chip or button's label on its colour, an outlined one's label on the page), 3:1 for
// a control's outline. The e2e axe check (e2e/accessibility.spec.ts) sees only the colours that happen to
// be on screen; this sees every colour of the palette.
import { createTheme, getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { darkTheme, lightTheme } from '../../src/ui/layout/theme/themes';
import { TAG_COLORS } from '../../common/enums';
import { styleOfTag } from '../../src/features/oportunidades/tagColors';

const TEXT = 4.5;
const colours = ['primary', 'secondary', 'info', 'success', 'warning', 'error'] as const;

describe.each([
  ['claro', lightTheme],
  ['escuro', darkTheme],
])('o tema %s', (_name, options) => {
  const { palette } = createTheme(options);
  const backgrounds = [palette.background.default, palette.background.paper];

  it.each(colours)('%s: texto sobre a cor e a cor como texto sobre a página', (colour) => {
    const { main, contrastText } = palette[colour];
    expect(getContrastRatio(contrastText, main)).toBeGreaterThanOrEqual(TEXT);
    for (const background of backgrounds) expect(getContrastRatio(main, background)).toBeGreaterThanOrEqual(TEXT);
  });

  it('texto secundário sobre a página', () => {
    for (const background of backgrounds) {
      expect(getContrastRatio(palette.text.secondary, background)).toBeGreaterThanOrEqual(TEXT);
    }
  });
});

// A tag's chip on the list, the board and the opportunity page (src/features/oportunidades/TagChips.tsx).
describe('as cores das tags', () => {
  it.each(TAG_COLORS)('%s: o nome da tag sobre a sua cor', (color) => {
    const { bg, fg } = styleOfTag(color);
    expect(getContrastRatio(fg, bg)).toBeGreaterThanOrEqual(TEXT);
  });
});
