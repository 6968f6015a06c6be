// The kit list's columns beyond one per declared field: the declared ones as a portal part's list parts
// head, hide and fold them (some written inside another on narrow screens), and the per-row buttons'
// column ('Ações').
import { Box, Stack, useMediaQuery, useTheme } from '@mui/material';
import { Fragment, Suspense, type ComponentType, type MouseEvent } from 'react';
import { DataTable, type RaRecord } from 'react-admin';
import type { FieldDeclaration } from '../../../common/resources/types';
import { useIntegrations } from '../integrations/IntegrationsStatus';
import { declaredCell, declaredColumn } from './declaredColumns';
import type { ListParts } from './listParts';

/**
 * The declared columns as the list's parts and the screen allow: headed by their `labels`, those of an
 * unconfigured integration left out, and below the fold's breakpoint the folded columns left out, their
 * cells following the host column's on one wrapping line of small grey text (badges keep their look).
 * A hook: it watches the width and the integrations.
 */
export function useDeclaredColumns(declared: [string, FieldDeclaration][], parts: Pick<ListParts, 'cells' | 'folded' | 'labels' | 'integrations'>) {
  const { cells = {}, folded, labels = {}, integrations = {} } = parts;
  const configured = useIntegrations();
  const narrow = useMediaQuery(useTheme().breakpoints.down(folded?.below ?? 'xs'));
  const fold = narrow ? folded : undefined;
  const columns = declared
    .filter(([source]) => {
      const integration = integrations[source];
      return !integration || configured[integration];
    })
    .map(([source, field]): [string, FieldDeclaration] => [source, { ...field, label: labels[source] ?? field.label }]);
  const inside = fold?.into ? columns.filter(([source]) => fold.columns.includes(source)) : [];
  return columns
    .filter(([source]) => !fold?.columns.includes(source))
    .map(([source, field]) => {
      const cell = declaredCell(source, field, cells[source]);
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
