// A declared record's edit form on its own page (a detail page's edit mode, where the form replaces the
// record's cards): react-admin's Form around the page's top (`children`, whose header holds FormActions)
// and a card titled by the declaration's `texts.editTitle` with the inputs of its `form` in edit mode,
// ending with Cancelar and Salvar again (a tall form should not send whoever typed its last field back
// up). Started and saved as the kit's dialog is (./declaredForm.ts); checked by the declaration's update
// schema and rules on the record, and sending only what changed (./recordEdit.ts), unless the portal part
// gives its own edit schema. An edit that changed nothing leaves edit mode as Cancelar does.
import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Form, RecordContextProvider, type RaRecord } from 'react-admin';
import { useFormState, type FieldValues } from 'react-hook-form';
import type { ResourceDeclaration } from '../../../common/resources';
import { FORM_MODE } from '../form/rules';
import { useSubmitHandler } from '../form/useSubmitHandler';
import { DeclaredInputs } from './DeclaredInputs';
import { formResolver, formTitle, startValues, useFormSave } from './declaredForm';
import type { FormParts } from './formParts';
import { recordEditResolver } from './recordEdit';

type Props = {
  declaration: ResourceDeclaration;
  parts?: FormParts;
  record: RaRecord;
  /** Leaves edit mode. */
  onCancel: () => void;
  /** After a save (the page reloads its record). */
  onSaved: () => void;
  /** The page's top, inside the form: its header's Salvar submits it. */
  children?: ReactNode;
};

export function RecordEditForm({ declaration, parts = {}, record, onCancel, onSaved, children }: Props) {
  const editTitle = formTitle(declaration, 'edit');
  const own = parts.schemas?.edit;
  const values = startValues(declaration, 'edit', parts, own ? Object.keys(own.shape) : [], record);
  const resolver = own ? formResolver(declaration, own) : recordEditResolver(declaration, record, values);
  const { save } = useFormSave({ declaration, parts, mode: 'edit', record, start: values });
  const submit = useSubmitHandler(
    async (checked: FieldValues) => {
      const sent = await save(checked);
      onCancel();
      if (sent) onSaved();
    },
    { fields: Object.keys(values) },
  );
  return (
    // The inputs of its own (a current value shown by name, a field locked by the record's state) read the record.
    <RecordContextProvider value={record}>
      <Form record={values} resolver={resolver} mode={FORM_MODE} onSubmit={submit} noValidate disableInvalidFormNotification>
        {children}
        <Card variant="outlined" component="section" aria-label={editTitle} sx={{ mb: 2 }}>
          <CardContent>
            <Typography variant="h6" component="h2">
              {editTitle}
            </Typography>
            {/* The grid spaces the rows: every input has margin 'none' here (a picker's own 'normal' margin beside a select's 'dense' one made the rows uneven). */}
            <Box sx={{ mt: 1, '& .MuiFormControl-root': { my: 0 } }}>
              <DeclaredInputs declaration={declaration} mode="edit" inputs={parts.inputs} rowSpacing={2} />
            </Box>
          </CardContent>
          <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
            <FormActions onCancel={onCancel} />
          </CardActions>
        </Card>
      </Form>
    </RecordContextProvider>
  );
}

/** Cancelar and Salvar (a page's header holds them too): Salvar is enabled once the form is valid and changed. */
export function FormActions({ onCancel }: { onCancel: () => void }) {
  const { isSubmitting, isDirty, isValid } = useFormState();
  return (
    <>
      <Button onClick={onCancel} disabled={isSubmitting}>
        Cancelar
      </Button>
      <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={!(isDirty && isValid)} loading={isSubmitting}>
        Salvar
      </Button>
    </>
  );
}
