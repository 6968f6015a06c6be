// One card for each list a person owns (bank accounts, addresses, contacts): its rows, an add dialog
// and a delete with confirmation. What differs between the three lives in childKinds.tsx.
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, Chip, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useState, type ComponentType } from 'react';
import { Confirm, useCreate, useDelete } from 'react-admin';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useToast } from '../../components/toast/useToast';
import { HookFormDialog } from '../../components/form/HookFormDialog';
import { InfoCard } from './InfoCard';
import type { PersonDetail } from './types';

export type ChildRecord = { id: number; is_primary?: boolean };

export type ChildKind<Values extends FieldValues, Row extends ChildRecord> = {
  /** The dataProvider resource (paths.ts) and the detail's key holding the rows. */
  resource: 'addresses' | 'contacts' | 'bank_accounts';
  title: string;
  /** How one row is named in buttons and questions: 'endereço'. */
  noun: string;
  addLabel: string;
  dialogTitle: string;
  emptyText: string;
  created: string;
  deleted: string;
  defaults: Values;
  Inputs: ComponentType<{ form: UseFormReturn<Values> }>;
  payload: (values: Values) => Record<string, unknown>;
  describe: (row: Row) => { primary: string; secondary?: string };
};

type PersonChildListProps<Values extends FieldValues, Row extends ChildRecord> = {
  kind: ChildKind<Values, Row>;
  person: PersonDetail;
  /** Reloads the person after a row is added or removed. */
  onChange: () => void;
};

export function PersonChildList<Values extends FieldValues, Row extends ChildRecord>({
  kind,
  person,
  onChange,
}: PersonChildListProps<Values, Row>) {
  const rows = (person[kind.resource] ?? []) as unknown as Row[];
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Row | null>(null);
  const form = useForm<Values>({ mode: 'onBlur', defaultValues: kind.defaults as DefaultValues<Values> });
  const [create] = useCreate();
  const [remove, { isPending: isRemoving }] = useDelete();
  const { notifySuccess, notifyError } = useToast();

  const closeAdd = () => {
    setAdding(false);
    form.reset(kind.defaults);
  };

  const add = async (values: Values) => {
    const data = { ...kind.payload(values), person_id: person.id };
    await create(kind.resource, { data }, { returnPromise: true });
    notifySuccess(kind.created);
    closeAdd();
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
                  <IconButton edge="end" aria-label={`Excluir ${kind.noun} ${primary}`} onClick={() => setRemoving(row)}>
                    <DeleteIcon />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={
                    <>
                      {primary} {row.is_primary && <Chip size="small" color="primary" label="Principal" sx={{ ml: 1 }} />}
                    </>
                  }
                  secondary={secondary}
                  sx={{ pr: 4, overflowWrap: 'anywhere' }}
                />
              </ListItem>
            );
          })}
        </List>
      )}
      <HookFormDialog open={adding} title={kind.dialogTitle} form={form} onSubmit={add} onClose={closeAdd}>
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
