// The opportunities table of /oportunidades/oportunidades: title, client, stage, tags, status, expected
// revenue and Odoo (SPEC's columns; Odoo only when the server has it configured), the tags and Odoo
// columns giving way below a laptop and all but the title on a phone; a row opens the opportunity. The
// declaration's 'optional' columns follow, added in 'Colunas'; the fields it declares `inlineEdit`
// (stage, executive, expected revenue) are edited in the row (kit/InlineEditCell.tsx).
import { Box, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { ReactNode } from 'react';
import { DataTable, useCanAccess } from 'react-admin';
import type { Choice } from '../../../common/enums';
import { columnFields, optionalColumns } from '../../../common/resources/columns';
import { oportunidades } from '../../../common/resources/oportunidades';
import type { FieldDeclaration } from '../../../common/resources/types';
import { DetailsButton, ListTable, type ListTotal } from '../../ui/list';
import { useIntegration } from '../../ui/integrations/IntegrationsStatus';
import { ResultStatusBadge, SyncBadge } from '../../ui/StatusBadge';
import { formatMoney } from '../../i18n/format';
import { cellText, declaredColumn } from '../../ui/kit/declaredColumns';
import { InlineEditCell } from '../../ui/kit/InlineEditCell';
import { AddOportunidadeButton } from './AddOportunidadeButton';
import { detailUrl } from './listLocation';
import { OportunidadeBulkActions } from './OportunidadeBulkActions';
import { TagChips, TAGS_SHOWN_IN_LIST } from './TagChips';
import { clientName, type Oportunidade } from './types';
import type { OportunidadeEnums } from './useOportunidadeEnums';
import { useUserChoices } from './useUserChoices';

const Column = DataTable.Col<Oportunidade>;
const { texts } = oportunidades;
const fields = oportunidades.fields as Record<string, FieldDeclaration>;

/**
 * The columns the user may add in 'Colunas' (the declaration's 'optional' ones, e.g. executive, partner,
 * created date), after the default ones: declaring one adds it here.
 */
const addedColumns = columnFields(fields).filter(([, field]) => field.column === 'optional');
const hiddenByDefault = optionalColumns(fields);

/** Two lines at most, the rest cut with an ellipsis (the whole text in the tooltip of `title`). */
const clamped = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

// Half MUI's 16 px beside each cell: nine columns share a laptop's 1,000 px beside the side menu.
const compactCells = { '& .RaDataTable-rowCell, & .RaDataTable-headerCell': { px: 1 } };
const oneLine = { whiteSpace: 'nowrap' };

export function OportunidadeTable({ enums, totals }: { enums: OportunidadeEnums; totals: ListTotal[] }) {
  const theme = useTheme();
  const users = useUserChoices();
  const { canAccess: canEdit } = useCanAccess({ resource: 'oportunidades', action: 'edit' });
  /** The choices of the fields edited in the row whose values the declaration does not list. */
  const choices: Record<string, readonly Choice[]> = { estagio: enums.stages, executivo_vendas_id: users.choices };
  /**
   * A declared field's cell: editable in the row (Enter saves, Esc cancels) where declared `inlineEdit`
   * and the user may edit, else its text; `shown` is what it shows when not the field's plain text.
   */
  const cell = (o: Oportunidade, source: string, shown?: ReactNode, text?: string) =>
    fields[source].inlineEdit && canEdit ? (
      <InlineEditCell record={o} source={source} field={fields[source]} recordName={o.titulo} choices={choices[source]} text={text}>
        {shown}
      </InlineEditCell>
    ) : (
      (shown ?? cellText(source, fields[source], o))
    );
  // Columns give way as the screen narrows (the side menu takes 250px up to xl); on a phone what they
  // held moves under the title. down() queries, so a browser without media queries shows every column.
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const narrow = useMediaQuery(theme.breakpoints.down('lg'));
  const laptop = useMediaQuery(theme.breakpoints.down('xl'));
  // Without Odoo the column would stay empty beside a title cut short.
  const odoo = useIntegration('odoo');
  return (
    <ListTable<Oportunidade>
      noun={texts.noun}
      totals={totals}
      rowClick="edit"
      sx={compactCells}
      bulkActionsToolbar={<OportunidadeBulkActions />}
      emptyFiltered={texts.emptyFiltered}
      empty={texts.empty}
      emptyAction={<AddOportunidadeButton />}
      hiddenByDefault={hiddenByDefault}
    >
      <Column source="titulo" label="Título" render={(o) => <TitleCell oportunidade={o} phone={phone} enums={enums} />} />
      {!phone && (
        <Column
          label="Cliente"
          render={(o) => (
            <Typography variant="body2" title={clientName(o)} sx={{ ...clamped(2), minWidth: 100, maxWidth: 180 }}>
              {clientName(o)}
            </Typography>
          )}
        />
      )}
      {!phone && (
        <Column
          source="estagio"
          label="Estágio"
          render={(o) =>
            cell(
              o,
              'estagio',
              <Typography variant="body2" component="span" sx={{ ...clamped(2), minWidth: 90 }}>
                {enums.stageLabel(o.estagio)}
              </Typography>,
              enums.stageLabel(o.estagio),
            )
          }
        />
      )}
      {!narrow && <Column label="Tags" render={(o) => <TagChips tags={o.tags} max={TAGS_SHOWN_IN_LIST} wrap={laptop} />} />}
      {!phone && <Column label="Status" render={(o) => <StatusCell oportunidade={o} enums={enums} />} />}
      {!phone && (
        <Column source="receita_esperada" label="Receita Esperada" align="right" sx={oneLine} render={(o) => cell(o, 'receita_esperada', formatMoney(o.receita_esperada))} />
      )}
      {!narrow && odoo && <Column label="Odoo" render={(o) => <OdooCell oportunidade={o} compact={laptop} />} />}
      {addedColumns.map(([source, field]) =>
        field.inlineEdit ? (
          <Column key={source} source={source} label={field.label} disableSort={!field.sortable} render={(o) => cell(o, source)} />
        ) : (
          declaredColumn(source, field)
        ),
      )}
      <Column label="Ações" align="right">
        <DetailsButton<Oportunidade> to={(o) => detailUrl(o.id)} compact={laptop} />
      </Column>
    </ListTable>
  );
}

const StatusCell = ({ oportunidade, enums }: { oportunidade: Oportunidade; enums: OportunidadeEnums }) => (
  <ResultStatusBadge status={oportunidade.status_resultado} label={enums.statusLabel(oportunidade.status_resultado)} />
);

/**
 * The title without the client it ends with ('{tese} - {cliente}', as the server names new ones) when the
 * Cliente column shows that client.
 */
function titleBesideClient(oportunidade: Oportunidade): string {
  const suffix = oportunidade.cliente_nome ? ` - ${oportunidade.cliente_nome}` : '';
  const { titulo } = oportunidade;
  return suffix && titulo.endsWith(suffix) && titulo.length > suffix.length ? titulo.slice(0, -suffix.length) : titulo;
}

type TitleProps = { oportunidade: Oportunidade; phone: boolean; enums: OportunidadeEnums };

/**
 * The title, two lines at most; on phones, where the other columns are gone, the whole title (it is all
 * that names the row there) with the stage, the revenue and the status under it.
 */
const TitleCell = ({ oportunidade, phone, enums }: TitleProps) => {
  const title = phone ? oportunidade.titulo : titleBesideClient(oportunidade);
  return (
    <Box sx={{ minWidth: phone ? 0 : 110, maxWidth: 200 }}>
      <Typography variant="body2" title={oportunidade.titulo} sx={{ fontWeight: 500, ...(phone ? { overflowWrap: 'anywhere' } : clamped(2)) }}>
        {title}
      </Typography>
      {phone && (
        <Typography variant="caption" color="text.secondary" component="p" sx={oneLine}>
          {enums.stageLabel(oportunidade.estagio)}
          {phone && ` · ${formatMoney(oportunidade.receita_esperada)}`}
        </Typography>
      )}
      {phone && <StatusCell oportunidade={oportunidade} enums={enums} />}
    </Box>
  );
};

const OdooCell = ({ oportunidade, compact }: { oportunidade: Oportunidade; compact: boolean }) => (
  <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
    <SyncBadge synced={Boolean(oportunidade.odoo_id)} compact={compact} />
    {oportunidade.odoo_id && (
      <Typography variant="caption" color="text.secondary">
        ID {oportunidade.odoo_id}
      </Typography>
    )}
  </Stack>
);
