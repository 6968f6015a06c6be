// What a resource's portal part (src/resources.tsx) declares of its own in the kit's list, beside what
// the declaration gives it: each key overrides one part of the generated list (ResourceList), so a
// bespoke list is the kit's list plus these, not a page of its own.
import type { Breakpoint } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import type { RaRecord, UserIdentity } from 'react-admin';
import type { FieldChoice, ResourceDeclaration } from '../../../common/resources/types';
import type { IntegrationsStatus } from '../../dataProvider/integrations';
import type { BuiltInView } from '../list';
import type { ListCells } from './declaredColumns';

/** A dialog the list opens and closes (its add dialog). */
export type ListDialog = ComponentType<{ open: boolean; onClose: () => void }>;

export type ListParts = {
  /** Its own cells for some declared columns, by field (a state's badge with the days it has left). */
  cells?: ListCells;
  /** Buttons beside the list's 'Exportar' and add button (they read the list's filter from its context). */
  actions?: ReactNode;
  /**
   * The add button (the declaration's createTitle) opens this dialog instead of the create page, for
   * those who may create. Lazy is fine: the kit waits for it without holding the list.
   */
  createDialog?: ListDialog;
  /**
   * The per-row buttons, the last column ('Ações'): a component reading its row from react-admin's
   * record context. Its clicks do not also click the row. Lazy is fine, as createDialog.
   */
  rowActions?: ComponentType;
  /** Rows that may not be selected for the bulk actions (their checkbox off), e.g. the signed-in user's own. */
  isRowSelectable?: (record: RaRecord, identity: UserIdentity | undefined) => boolean;
  /**
   * Columns written inside another below a breakpoint, where the table has no width for them: below
   * `below`, the `columns` are no columns and their cells show under the `into` column's, in one line
   * (without `into`, they are left out).
   */
  folded?: { into?: string; columns: readonly string[]; below: Breakpoint };
  /** Columns headed otherwise than their field's label (the SPEC's 'Odoo' over the Odoo id). */
  labels?: Partial<Record<string, string>>;
  /** Columns shown only when the server has an integration configured (without Odoo, only dashes). */
  integrations?: Partial<Record<string, keyof IntegrationsStatus>>;
  /** The select filters' order above the list when it is not the fields' (the SPEC's 'status' before 'role'). */
  filterOrder?: readonly string[];
  /** A select filter's options when they read otherwise than the field's choices (plural labels, fewer values). */
  filterChoices?: Record<string, readonly FieldChoice[]>;
  /**
   * The bulk bar when the resource's bulk route is its own, not the kit's `bulk` (for whom the access
   * table lets run bulk actions).
   */
  bulkActions?: ReactNode;
  /**
   * The kit's bulk bar when the resource's bulk route is its own but speaks the kit's protocol
   * (`{action, value}`): its actions, as a declaration's `bulk.set` (the opportunities' tags, stage,
   * executive), worded by the declaration's `bulk` nouns.
   */
  bulkSet?: NonNullable<ResourceDeclaration['bulk']>['set'];
  /** The rows a page shows when not the kit's ten (the opportunities' twenty). */
  perPage?: number;
  /** Saved views offered to everyone in 'Visualizações' beside the user's own ('Minhas oportunidades'). */
  views?: readonly BuiltInView[];
  /**
   * Another view of the same filtered rows, shown instead of the table while `useShown()` says so (the
   * opportunities' board): `control` switches (beside the buttons, it keeps its state in the URL), and
   * `hidesFilters` are the filters it has no use for (the board's stage, which its columns are).
   */
  viewSwitch?: { control: ReactNode; useShown: () => boolean; view: ReactNode; hidesFilters?: readonly string[] };
  /** The columns' order when it is not the fields' (sources; those it does not name follow). */
  columnOrder?: readonly string[];
  /** Columns left out below a breakpoint, where the table has no width for them (the tags below a laptop's). */
  hiddenBelow?: Partial<Record<string, Breakpoint>>;
  /** Half the cells' padding, for a table of many columns. */
  compact?: boolean;
  /** The filters folded behind 'Mais filtros' (open while one is set). */
  moreFilters?: readonly string[];
  /**
   * The choices the API lists, by field or filter (the stages, the users, the tags): a hook, called by
   * the list, for its selects and its in-row edits (fields declared `inlineEdit`).
   */
  useChoices?: () => Partial<Record<string, readonly FieldChoice[]>>;
  /** Told the list's search whenever it changes (a detail page's 'Voltar' returns to the same filters and page). */
  onSearch?: (search: string) => void;
};
