// A detail page's cards in rows (/oportunidades/{id}): each row side by side from md up, a card as wide
// as its row gives it (of 12 columns), full width below; cards side by side are as tall as the tallest.
// The children are the cards, in order, row after row.
import { Grid } from '@mui/material';
import { Children, type ReactNode } from 'react';

const sameHeightCards = { mb: 2, '& > .MuiGrid-root > section': { height: '100%' } };

/** `widths`: per row, each card's width from md up ([[4, 4, 4], [8, 4]]: three cards, then two). */
export function CardRows({ widths, children }: { widths: number[][]; children: ReactNode }) {
  const cards = Children.toArray(children);
  /** Where a row's first card is among the children. */
  const start = (row: number) => widths.slice(0, row).flat().length;
  return widths.map((row, rowIndex) => (
    <Grid key={rowIndex} container spacing={2} sx={sameHeightCards}>
      {row.map((width, index) => (
        <Grid key={index} size={{ xs: 12, md: width }}>
          {cards[start(rowIndex) + index]}
        </Grid>
      ))}
    </Grid>
  ));
}
