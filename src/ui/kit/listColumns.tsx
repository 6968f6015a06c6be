// The kit list's columns beyond one per declared field: the declared ones as a portal part's list parts
// head, order, hide and fold them (some written inside another on narrow screens), the fields declared
// `inlineEdit` edited in the row, and the per-row buttons' column ('Ações').
import { Box, Stack, useMediaQuery, useTheme, type Breakpoint } from '@mui/material';
import { Fragment, Suspense, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { DataTable, type RaRecord } from 'react-admin';
import type { FieldChoice, FieldDeclaration } from '../../../common/resources/types';
import { useIntegrations } from '../integrations/IntegrationsStatus';
import { declaredCell, declaredColumn, type ListCells } from './declaredColumns';
import { InlineEditCell } from './InlineEditCell';
import type { ListParts } from './listParts';

/**
 * The declared columns as the list's parts and the screen allow: headed by their `labels`, those of an
 * unconfigured integration left out, and below the fold's breakpoint the folded columns left out, their
 * cells following the host column's on one wrapping line of small grey text (badges keep their look).
 * A hook: it watches the width and the integrations.
 */
export function useDeclaredColumns(
  declared: [string, FieldDeclaration][],
  parts: Pick<ListParts, 'cells' | 'folded' | 'labels' | 'integrations' | 'columnOrder' | 'hiddenBelow'>,
  inline?: InlineEdits,
) {
  const { cells = {}, folded, labels = {}, integrations = {}, columnOrder = [], hiddenBelow = {} } = parts;
  const configured = useIntegrations();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down(folded?.below ?? 'xs'));
  const below = useBelow();
  const fold = narrow ? folded : undefined;
  const columns = declared
    .filter(([source]) => {
      const integration = integrations[source];
      const breakpoint = hiddenBelow[source];
      return (!integration || configured[integration]) && !(breakpoint && below[breakpoint]);
    })
    .sort(([a], [b]) => rankIn(columnOrder, a) - rankIn(columnOrder, b))
    .map(([source, field]): [string, FieldDeclaration] => [source, { ...field, label: labels[source] ?? field.label }]);
  const inside = fold?.into ? columns.filter(([source]) => fold.columns.includes(source)) : [];
  return columns
    .filter(([source]) => !fold?.columns.includes(source))
    .map(([source, field]) => {
      const cell = inline?.canEdit && field.inlineEdit ? inlineCell(source, field, inline, cells[source]) : declaredCell(source, field, cells[source]);
      if (source !== fold?.into) return declaredColumn(source, field, { cell });
      return declaredColumn(source, field, {
        cell: (record: RaRecord) => (
          <>
            {cell(record)}
            <Stack direction="row" useFlexGap spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap', alignItems: 'center', typography: 'caption', color: 'text.secondary' }}>
              {inside.map(([inner, innerField]) => (
                <Fragment key={inner}>{declaredCell(inner, innerField, cells[inner])(record)}</Fragment>
              ))}
            </Stack>
          </>
        ),
      });
    });
}

/** Where a source stands in `order`: the named ones first, in its order, the others after. */
const rankIn = (order: readonly string[], source: string) => (order.includes(source) ? order.indexOf(source) : order.length);

/** Whether the screen is narrower than each breakpoint (none is narrower than xs). */
function useBelow(): Record<Breakpoint, boolean> {
  const { breakpoints } = useTheme();
  return {
    xs: false,
    sm: useMediaQuery(breakpoints.down('sm')),
    md: useMediaQuery(breakpoints.down('md')),
    lg: useMediaQuery(breakpoints.down('lg')),
    xl: useMediaQuery(breakpoints.down('xl')),
  };
}

/** What the fields declared `inlineEdit` need to be edited in the row: whether the user may, the API's choices, the record's name. */
export type InlineEdits = {
  canEdit: boolean;
  choices: Partial<Record<string, readonly FieldChoice[]>>;
  recordName: (record: RaRecord) => string;
};

/** An in-row edit (./InlineEditCell.tsx) showing the resource's own cell, where it has one. */
const inlineCell =
  (source: string, field: FieldDeclaration, inline: InlineEdits, cell?: ListCells[string]) =>
  (record: RaRecord): ReactNode => (
    <InlineEditCell record={record} source={source} field={field} recordName={inline.recordName(record)} choices={inline.choices[source]}>
      {cell?.(record)}
    </InlineEditCell>
  );

const stopRowClick = (event: MouseEvent) => event.stopPropagation();

/** The per-row buttons' column, last: a click on them is not also the row's. A DataTable child, so called. */
export const rowActionsColumn = (Actions: ComponentType) => (
  <DataTable.Col key="Ações" label="Ações" align="right">
    <Box onClick={stopRowClick}>
      <Suspense fallback={null}>
        <Actions />
      </Suspense>
    </Box>
  </DataTable.Col>
);
