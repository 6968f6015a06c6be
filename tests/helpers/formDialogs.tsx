// The kit's create dialog of a declaration's form (src/ui/kit/ResourceFormDialog.tsx), as its list's add
// button opens it (src/ui/kit/resourceViews.tsx), for the tests of one resource's add dialog.
import type { ResourceDeclaration } from '../../common/resources';
import type { FormParts } from '../../src/ui/kit/formParts';
import { ResourceFormDialog } from '../../src/ui/kit/ResourceFormDialog';

export const createDialogOf = (declaration: ResourceDeclaration, parts: FormParts) =>
  function CreateDialog(props: { open: boolean; onClose: () => void }) {
    return <ResourceFormDialog declaration={declaration} parts={parts} mode="create" {...props} />;
  };
