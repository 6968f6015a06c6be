// One card for each list a person owns (bank accounts, addresses, contacts): its rows, one form dialog
// that adds a row or edits one in place (PUT), and a delete with confirmation. The list's declaration
// (common/resources/persons/) gives its wording, inputs and checks; childKinds.tsx how a row reads.
import AddIcon from '@mui/icons-material/Add';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Button, Chip, IconButton, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useCreate, useDelete, useUpdate } from 'react-admin';
import type { ChildDeclaration, ChildValues } from '../../../common/resources/children';
import { ConfirmedActionDialog } from '../../ui/actions/ConfirmedActionDialog';
import { AdminFormDialog } from '../../ui/form/AdminFormDialog';
import { useToast } from '../../ui/toast/useToast';
import { childDefaults, childResolver, childValues } from './childForm';
import { ChildInputs } from './ChildInputs';
import { InfoCard } from '../../ui/detail/InfoCard';
import type { PersonDetail } from './types';
import { useRevealedRows, type RevealKind } from './useRevealedRows';

export type ChildRecord = { id: number; is_primary?: boolean };

/** Where a row's text leads; an outside page opens in a new tab. */
export type RowLink = { href: string; newTab: boolean };

export type ChildKind<Row extends ChildRecord> = {
  child: ChildDeclaration;
  describe: (row: Row) => { primary: string; secondary?: string };
  /** Where the row's primary text leads, if anywhere (contacts: tel:, mailto:, wa.me, the site). */
  link?: (row: Row) => RowLink | null;
  /** Rows the server may mask (bank accounts): who may ask for the full values, and how. */
  reveal?: RevealKind<Row>;
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

type PersonChildListProps<Row extends ChildRecord> = {
  kind: ChildKind<Row>;
  person: PersonDetail;
  /** Reloads the person after a row is added, edited or removed. */
  onChange: () => void;
};

export function PersonChildList<Row extends ChildRecord>({ kind, person, onChange }: PersonChildListProps<Row>) {
  const { child } = kind;
  const { texts } = child;
  const resource = child.name;
  const rows = ((person as unknown as Record<string, unknown>)[resource] ?? []) as Row[];
  const [adding, setAdding] = useState(false);
  /** The row being edited in the dialog; null while adding or closed. */
  const [editing, setEditing] = useState<Row | null>(null);
  const [removing, setRemoving] = useState<Row | null>(null);
  const defaults = useMemo(() => childDefaults(child), [child]);
  const resolver = useMemo(() => childResolver(child), [child]);
  const [create] = useCreate();
  const [update] = useUpdate();
  const [remove] = useDelete();
  const { notifySuccess } = useToast();
  const revealing = useRevealedRows(kind.reveal, person.id);

  const closeForm = () => {
    setAdding(false);
    setEditing(null);
  };

  /** `body` is what the resolver made of the values: the body to send. */
  const save = async (body: ChildValues) => {
    if (editing) {
      await update(resource, { id: editing.id, data: body, previousData: editing }, { mutationMode: 'pessimistic', returnPromise: true });
    } else {
      await create(resource, { data: { ...body, [child.parent.idParam]: person.id } }, { returnPromise: true });
    }
    notifySuccess(editing ? texts.updated : texts.created);
    closeForm();
    onChange();
  };

  const confirmRemove = async () => {
    if (!removing) return;
    await remove(resource, { id: removing.id, previousData: removing }, { mutationMode: 'pessimistic', returnPromise: true });
    onChange();
  };

  return (
    <InfoCard
      title={texts.title}
      action={
        <Button size="small" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          {texts.addLabel}
        </Button>
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
      <AdminFormDialog
        open={adding || editing !== null}
        title={editing ? texts.editTitle : texts.dialogTitle}
        // The form mounts with the row's values, so the CEP field takes the stored CEP as already looked up.
        record={editing ? childValues(child, editing) : defaults}
        resolver={resolver}
        mode="onBlur"
        onSubmit={save}
        onClose={closeForm}
      >
        <ChildInputs child={child} />
      </AdminFormDialog>
      <ConfirmedActionDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={`Excluir ${texts.noun}`}
        content={removing ? `Excluir ${texts.noun} "${kind.describe(removing).primary}"? Esta ação não pode ser desfeita.` : ''}
        confirm="Excluir"
        ConfirmIcon={CheckCircleIcon}
        action={confirmRemove}
        successText={texts.deleted}
      />
    </InfoCard>
  );
}
