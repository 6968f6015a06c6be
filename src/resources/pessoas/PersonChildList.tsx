// One card for each list a person owns (bank accounts, addresses, contacts): its rows, one form dialog
// that adds a row or edits one in place (PUT), and a delete with confirmation. What differs between the
// three lives in childKinds.tsx.
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Button, Chip, IconButton, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useState, type ComponentType } from 'react';
import { Confirm, useCreate, useDelete, useUpdate } from 'react-admin';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useToast } from '../../components/toast/useToast';
import { HookFormDialog } from '../../components/form/HookFormDialog';
import { InfoCard } from './InfoCard';
import type { PersonDetail } from './types';

export type ChildRecord = { id: number; is_primary?: boolean };

/** Where a row's text leads; an outside page opens in a new tab. */
export type RowLink = { href: string; newTab: boolean };

export type ChildKind<Values extends FieldValues, Row extends ChildRecord> = {
  /** The dataProvider resource (paths.ts) and the detail's key holding the rows. */
  resource: 'addresses' | 'contacts' | 'bank_accounts';
  title: string;
  /** How one row is named in buttons and questions: 'endereço'. */
  noun: string;
  addLabel: string;
  dialogTitle: string;
  editTitle: string;
  emptyText: string;
  created: string;
  updated: string;
  deleted: string;
  defaults: Values;
  /** The edit form's values of a stored row, shown as the add form shows them. */
  values: (row: Row) => Values;
  Inputs: ComponentType<{ form: UseFormReturn<Values> }>;
  payload: (values: Values) => Record<string, unknown>;
  describe: (row: Row) => { primary: string; secondary?: string };
  /** Where the row's primary text leads, if anywhere (contacts: tel:, mailto:, wa.me, the site). */
  link?: (row: Row) => RowLink | null;
};

/** Each field of `defaults` taken from the stored row, the default where the row has none (null). */
export function rowValues<Values extends FieldValues>(defaults: Values, row: object): Values {
  const stored = row as Record<string, unknown>;
  return Object.fromEntries(Object.entries(defaults).map(([key, fallback]) => [key, stored[key] ?? fallback])) as Values;
}

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

type PersonChildListProps<Values extends FieldValues, Row extends ChildRecord> = {
  kind: ChildKind<Values, Row>;
  person: PersonDetail;
  /** Reloads the person after a row is added, edited or removed. */
  onChange: () => void;
};

export function PersonChildList<Values extends FieldValues, Row extends ChildRecord>({
  kind,
  person,
  onChange,
}: PersonChildListProps<Values, Row>) {
  const rows = (person[kind.resource] ?? []) as unknown as Row[];
  const [adding, setAdding] = useState(false);
  /** The row being edited in the dialog; null while adding or closed. */
  const [editing, setEditing] = useState<Row | null>(null);
  const [removing, setRemoving] = useState<Row | null>(null);
  const form = useForm<Values>({ mode: 'onBlur', defaultValues: kind.defaults as DefaultValues<Values> });
  const [create] = useCreate();
  const [update] = useUpdate();
  const [remove, { isPending: isRemoving }] = useDelete();
  const { notifySuccess, notifyError } = useToast();

  const closeForm = () => {
    setAdding(false);
    setEditing(null);
    form.reset(kind.defaults);
  };

  const openEdit = (row: Row) => {
    // Filled before the dialog mounts, so the CEP field takes the stored CEP as already looked up.
    form.reset(kind.values(row));
    setEditing(row);
  };

  const save = async (values: Values) => {
    if (editing) {
      await update(
        kind.resource,
        { id: editing.id, data: kind.payload(values), previousData: editing },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
    } else {
      await create(kind.resource, { data: { ...kind.payload(values), person_id: person.id } }, { returnPromise: true });
    }
    notifySuccess(editing ? kind.updated : kind.created);
    closeForm();
    onChange();
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove(kind.resource, { id: removing.id, previousData: removing }, { mutationMode: 'pessimistic', returnPromise: true });
      notifySuccess(kind.deleted);
      onChange();
    } catch (error) {
      await notifyError(error);
    } finally {
      setRemoving(null);
    }
  };

  return (
    <InfoCard
      title={kind.title}
      action={
        <Button size="small" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          {kind.addLabel}
        </Button>
      }
    >
      {rows.length === 0 ? (
        <Typography color="text.secondary">{kind.emptyText}</Typography>
      ) : (
        <List dense disablePadding aria-label={kind.title}>
          {rows.map((row) => {
            const { primary, secondary } = kind.describe(row);
            return (
              <ListItem
                key={row.id}
                divider
                disableGutters
                secondaryAction={
                  <>
                    <IconButton aria-label={`Editar ${kind.noun} ${primary}`} onClick={() => openEdit(row)}>
                      <EditIcon />
                    </IconButton>
                    <IconButton edge="end" aria-label={`Excluir ${kind.noun} ${primary}`} onClick={() => setRemoving(row)}>
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
                  secondary={secondary}
                  sx={{ pr: 9, overflowWrap: 'anywhere' }}
                />
              </ListItem>
            );
          })}
        </List>
      )}
      <HookFormDialog
        open={adding || editing !== null}
        title={editing ? kind.editTitle : kind.dialogTitle}
        form={form}
        onSubmit={save}
        onClose={closeForm}
      >
        <kind.Inputs form={form} />
      </HookFormDialog>
      <Confirm
        isOpen={removing !== null}
        loading={isRemoving}
        title={`Excluir ${kind.noun}`}
        content={removing ? `Excluir ${kind.noun} "${kind.describe(removing).primary}"? Esta ação não pode ser desfeita.` : ''}
        confirm="Excluir"
        confirmColor="warning"
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </InfoCard>
  );
}
