// 'Editar' on a record's page for a declaration whose form opens in a dialog (`form.opens: 'dialog'`): the
// kit's edit dialog of the record, mounted while open only, so each opening starts from the stored values.
import EditIcon from '@mui/icons-material/Edit';
import type { RaRecord } from 'react-admin';
import type { ResourceDeclaration } from '../../../common/resources';
import { DialogButton } from '../actions/DialogButton';
import type { FormParts } from './formParts';
import { ResourceFormDialog } from './ResourceFormDialog';

type Props = { declaration: ResourceDeclaration; parts?: FormParts; record: RaRecord; onSaved: () => void };

export const EditDialogButton = ({ declaration, parts, record, onSaved }: Props) => (
  <DialogButton
    label="Editar"
    Icon={EditIcon}
    dialog={(close) => <ResourceFormDialog declaration={declaration} parts={parts} mode="edit" record={record} open onClose={close} onSaved={onSaved} />}
  />
);
