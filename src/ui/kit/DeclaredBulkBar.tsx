// The bulk bar of a declared list (POST /<apiPath>/bulk): Ativar and Inativar when a field is the
// record's activeFlag, each declared set action (`bulk.set`: fixed values asked first, like 'Concluir';
// a picked field's value chosen in a dialog, like 'Reatribuir'), and Excluir.
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DoneAll from '@mui/icons-material/DoneAll';
import EditNote from '@mui/icons-material/EditNote';
import { useCanAccess, useGetList, useGetRecordRepresentation, type RaRecord } from 'react-admin';
import { activeFieldOf, listTexts, type FieldDeclaration, type ResourceDeclaration } from '../../../common/resources';
import type { BulkSetAction, FieldChoice } from '../../../common/resources/types';
import { BulkActivationButtons, BulkChoiceDialog, BulkConfirmButton, BulkSelectionToolbar } from '../list';

/** How many rows of a referenced resource the choice offers. */
const REFERENCE_CHOICES = 100;

/**
 * The values a picked field may take: those the list's portal part gives (`given`, the API's stages), its
 * declared choices, or the rows of the resource it references.
 */
function useFieldChoices(field: FieldDeclaration, given?: readonly FieldChoice[]) {
  const reference = given ? '' : (field.reference ?? '');
  const { canAccess = false } = useCanAccess({ resource: reference, action: 'list', enabled: !!reference });
  const represent = useGetRecordRepresentation(reference);
  const { data = [] } = useGetList<RaRecord>(
    reference,
    { pagination: { page: 1, perPage: REFERENCE_CHOICES }, filter: {} },
    { enabled: !!reference && canAccess, staleTime: 60_000 },
  );
  const declared = given ?? field.choices;
  if (declared) return declared.map((choice) => ({ id: Number(choice.id), name: choice.name }));
  return data.map((row) => ({ id: Number(row.id), name: String(represent(row) ?? row.id) }));
}

type Picked = Extract<BulkSetAction, { field: string }>;

function PickedValueButton({ action, set, field, given }: { action: string; set: Picked; field: FieldDeclaration; given?: readonly FieldChoice[] }) {
  const choices = useFieldChoices(field, given);
  return (
    <BulkChoiceDialog
      buttonLabel={set.label}
      icon={<EditNote />}
      title={set.title ?? set.label}
      fieldLabel={set.fieldLabel ?? field.label}
      choices={choices}
      action={action}
    />
  );
}

/**
 * `bulk`: the actions when the resource's bulk route is its own (the list's portal part names them), else
 * the declaration's; `choices`: the picked fields' values the API lists, by field.
 */
export function DeclaredBulkBar({
  declaration,
  bulk = declaration.bulk,
  choices = {},
}: {
  declaration: ResourceDeclaration;
  bulk?: ResourceDeclaration['bulk'];
  choices?: Partial<Record<string, readonly FieldChoice[]>>;
}) {
  if (!bulk) return null;
  const nouns = { one: bulk.one, many: listTexts(declaration).noun, feminine: bulk.feminine };
  return (
    <BulkSelectionToolbar nouns={nouns}>
      {activeFieldOf(declaration) && <BulkActivationButtons />}
      {Object.entries(bulk.set ?? {}).map(([action, set]) => {
        const field = set.field && declaration.fields[set.field];
        return field ? (
          <PickedValueButton key={action} action={action} set={set as Picked} field={field} given={choices[set.field as string]} />
        ) : (
          <BulkConfirmButton key={action} label={set.label} action={action} icon={<DoneAll />} />
        );
      })}
      <BulkConfirmButton label="Excluir" action="delete" icon={<DeleteOutline />} />
    </BulkSelectionToolbar>
  );
}
