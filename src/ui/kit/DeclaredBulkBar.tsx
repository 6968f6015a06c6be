// The bulk bar of a declared list (POST /<apiPath>/bulk): Ativar and Inativar when a field is the
// record's activeFlag, each declared set action (`bulk.set`: fixed values asked first, like 'Concluir';
// a picked field's value chosen in a dialog, like 'Reatribuir'), and Excluir.
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DoneAll from '@mui/icons-material/DoneAll';
import EditNote from '@mui/icons-material/EditNote';
import { useCanAccess, useGetList, useGetRecordRepresentation, type RaRecord } from 'react-admin';
import { activeFieldOf, pageTexts, type FieldDeclaration, type ResourceDeclaration } from '../../../common/resources';
import type { BulkSetAction } from '../../../common/resources/types';
import { BulkActivationButtons, BulkChoiceDialog, BulkConfirmButton, BulkSelectionToolbar } from '../list';

/** How many rows of a referenced resource the choice offers. */
const REFERENCE_CHOICES = 100;

/** The values a picked field may take: its declared choices, or the rows of the resource it references. */
function useFieldChoices(field: FieldDeclaration) {
  const reference = field.reference ?? '';
  const { canAccess = false } = useCanAccess({ resource: reference, action: 'list', enabled: !!reference });
  const represent = useGetRecordRepresentation(reference);
  const { data = [] } = useGetList<RaRecord>(
    reference,
    { pagination: { page: 1, perPage: REFERENCE_CHOICES }, filter: {} },
    { enabled: !!reference && canAccess, staleTime: 60_000 },
  );
  if (field.choices) return field.choices.map((choice) => ({ id: Number(choice.id), name: choice.name }));
  return data.map((row) => ({ id: Number(row.id), name: String(represent(row) ?? row.id) }));
}

function PickedValueButton({ action, set, field }: { action: string; set: BulkSetAction; field: FieldDeclaration }) {
  const choices = useFieldChoices(field);
  return (
    <BulkChoiceDialog buttonLabel={set.label} icon={<EditNote />} title={set.label} fieldLabel={field.label} choices={choices} action={action} />
  );
}

export function DeclaredBulkBar({ declaration }: { declaration: ResourceDeclaration }) {
  const bulk = declaration.bulk;
  if (!bulk) return null;
  const nouns = { one: bulk.one, many: pageTexts(declaration).noun, feminine: bulk.feminine };
  return (
    <BulkSelectionToolbar nouns={nouns}>
      {activeFieldOf(declaration) && <BulkActivationButtons />}
      {Object.entries(bulk.set ?? {}).map(([action, set]) => {
        const field = set.field && declaration.fields[set.field];
        return field ? (
          <PickedValueButton key={action} action={action} set={set} field={field} />
        ) : (
          <BulkConfirmButton key={action} label={set.label} action={action} icon={<DoneAll />} />
        );
      })}
      <BulkConfirmButton label="Excluir" action="delete" icon={<DeleteOutline />} />
    </BulkSelectionToolbar>
  );
}
