// One record's Ativar/Inativar: sets the declaration's `activeFlag` field (presets.active) to its
// opposite through react-admin's useUpdate (pessimistic: the row changes when the server agrees, the
// same PATCH, rules and history as the edit form), then says the declared `texts.activated`; a failure
// shows the server's reason.
import { Button } from '@mui/material';
import { useUpdate, type RaRecord } from 'react-admin';
import { activeFieldOf, routeName, type ResourceDeclaration } from '../../../common/resources';
import { useNotifiedAction } from '../actions/useNotifiedAction';
import { ACTIVATION_LABELS } from '../list';
import { useToast } from '../toast/useToast';

type Props = { declaration: ResourceDeclaration; record: RaRecord; disabled?: boolean };

/** 'Inativar' an active record, 'Ativar' an inactive one. */
export function ActiveFlagToggle({ declaration, record, disabled }: Props) {
  const field = activeFieldOf(declaration);
  const { activated } = declaration.texts;
  if (!field || !activated) throw new Error(`${declaration.name}: the kit's Ativar/Inativar needs an activeFlag field and texts.activated`);
  const resource = routeName(declaration);
  const [update] = useUpdate(resource, undefined, { returnPromise: true, mutationMode: 'pessimistic' });
  const { notifySuccess } = useToast();
  const active = Boolean(record[field]);
  const toggle = useNotifiedAction(async () => {
    await update(resource, { id: record.id, data: { [field]: !active }, previousData: record });
    notifySuccess(activated);
  });

  return (
    <Button
      size="small"
      variant="outlined"
      color={active ? 'warning' : 'success'}
      disabled={disabled || toggle.pending}
      onClick={() => void toggle.run()}
      sx={{ minWidth: 88 }}
    >
      {active ? ACTIVATION_LABELS.deactivate : ACTIVATION_LABELS.activate}
    </Button>
  );
}
