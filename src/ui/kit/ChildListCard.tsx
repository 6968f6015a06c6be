// The card of a declared child list (common/resources/children.ts: a person's bank accounts, addresses and
// contacts): the parent's rows, the kit's form dialog (the child's declared `form`, with the view's named
// inputs) that adds a row or edits one in place (PUT), and a delete with confirmation. The declaration
// gives its wording, inputs and checks; the parent's feature, how a row reads (ChildRowView).
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Chip, IconButton, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useMemo, useState, type ComponentType } from 'react';
import type { ChildDeclaration } from '../../../common/resources/children';
import { InfoCard } from '../detail/InfoCard';
import { AddDialogButton } from './AddDialogButton';
import type { CustomInputProps, FormParts } from './formParts';
import { DeleteRecordDialog } from './DeleteRecord';
import { ResourceFormDialog } from './ResourceFormDialog';
import { useRevealedRows, type RevealKind } from './useRevealedRows';

export type ChildRecord = { id: number; is_primary?: boolean };

/** Where a row's text leads; an outside page opens in a new tab. */
export type RowLink = { href: string; newTab: boolean };

/** How the rows of a declared child list read in their card, the parent's feature's part. */
export type ChildRowView<Row extends ChildRecord> = {
  child: ChildDeclaration;
  /** The custom inputs its declared `form.inputs` name (a CEP looked up). */
  inputs?: Record<string, ComponentType<CustomInputProps>>;
  describe: (row: Row) => { primary: string; secondary?: string };
  /** Where the row's primary text leads, if anywhere (a contact's tel:, mailto:, wa.me, its site). */
  link?: (row: Row) => RowLink | null;
  /** Rows the server may mask (bank data): who may ask for the full values, and how. */
  reveal?: RevealKind<Row>;
  /** The row as the edit form starts from it, where the form shows a value otherwise (a CEP masked). */
  editRecord?: (row: Row) => Row;
};

/** The row's primary text, as a link when the kind gives it one. */
function PrimaryText({ link, text }: { link: RowLink | null | undefined; text: string }) {
  if (!link) return <>{text}</>;
  return link.newTab ? (
    <Link href={link.href} target="_blank" rel="noopener noreferrer">
      {text}
    </Link>
  ) : (
    <Link href={link.href}>{text}</Link>
  );
}

type ChildListCardProps<Row extends ChildRecord> = {
  kind: ChildRowView<Row>;
  /** The parent's id, which a new row is sent with, and its rows of this list. */
  parentId: number;
  rows: readonly Row[];
  /** Reloads the parent after a row is added, edited or removed. */
  onChange: () => void;
};

export function ChildListCard<Row extends ChildRecord>({ kind, parentId, rows, onChange }: ChildListCardProps<Row>) {
  const { child } = kind;
  const { texts } = child;
  const resource = child.name;
  /** The row being edited in the dialog; null while none is. */
  const [editing, setEditing] = useState<Row | null>(null);
  const parts = useMemo<FormParts>(
    () => ({
      inputs: kind.inputs,
      // A new row is the parent's: the API takes its id with the body.
      payload: (values, { mode }) => (mode === 'create' ? { ...values, [child.parent.idParam]: parentId } : values),
    }),
    [kind.inputs, child, parentId],
  );
  const revealing = useRevealedRows(kind.reveal, parentId);

  /** The row asked about in the kit's delete question; null while none is. */
  const [removing, setRemoving] = useState<Row | null>(null);
  // A row is named by how it reads in the card; the words are the list's noun and its `deleted` toast.
  const deletable = useMemo(
    () => ({
      name: resource,
      texts: {
        deletion: {
          title: `Excluir ${texts.noun}`,
          confirm: (primary: string) => `Excluir ${texts.noun} "${primary}"? Esta ação não pode ser desfeita.`,
          done: texts.deleted,
        },
      },
    }),
    [resource, texts],
  );

  return (
    <InfoCard
      title={texts.title}
      action={
        <AddDialogButton declaration={child} parts={parts} label={texts.addLabel} onSaved={onChange} />
      }
    >
      {rows.length === 0 ? (
        <Typography color="text.secondary">{texts.emptyText}</Typography>
      ) : (
        <List dense disablePadding aria-label={texts.title}>
          {rows.map((row) => {
            const { primary, secondary } = kind.describe(revealing.shown(row));
            return (
              <ListItem
                key={row.id}
                divider
                disableGutters
                secondaryAction={
                  <>
                    <IconButton aria-label={`Editar ${texts.noun} ${primary}`} onClick={() => setEditing(row)}>
                      <EditIcon />
                    </IconButton>
                    <IconButton edge="end" aria-label={`Excluir ${texts.noun} ${primary}`} onClick={() => setRemoving(row)}>
                      <DeleteIcon />
                    </IconButton>
                  </>
                }
              >
                <ListItemText
                  primary={
                    <>
                      <PrimaryText link={kind.link?.(row)} text={primary} /> {row.is_primary && <Chip size="small" color="primary" label="Principal" sx={{ ml: 1 }} />}
                    </>
                  }
                  secondary={
                    <>
                      {secondary} {revealing.button(row, `${texts.noun} ${primary}`)}
                    </>
                  }
                  sx={{ pr: 9, overflowWrap: 'anywhere' }}
                />
              </ListItem>
            );
          })}
        </List>
      )}
      {editing && (
        // Mounted while open, so each opening starts from its own values; the form mounts with the row's,
        // so the CEP field takes the stored CEP as already looked up.
        <ResourceFormDialog
          declaration={child}
          parts={parts}
          mode="edit"
          record={kind.editRecord?.(editing) ?? editing}
          open
          onClose={() => setEditing(null)}
          onSaved={onChange}
        />
      )}
      {removing && (
        <DeleteRecordDialog
          declaration={deletable}
          resource={resource}
          record={removing}
          target={kind.describe(removing).primary}
          open
          onClose={() => setRemoving(null)}
          onDeleted={onChange}
        />
      )}
    </InfoCard>
  );
}
