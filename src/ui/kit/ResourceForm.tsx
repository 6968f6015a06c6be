// The create and edit pages of a declared resource: react-admin's CreateBase/EditBase around its Form
// (react-hook-form), validated by the declaration's zod schema, so the portal refuses what the API would.
import { Card, CardContent, Typography } from '@mui/material';
import {
  CreateBase,
  DeleteButton,
  EditBase,
  Form,
  SaveButton,
  Toolbar,
  useCanAccess,
  useRecordContext,
  useResourceContext,
} from 'react-admin';
import type { ResourceDeclaration } from '../../../common/resources';
import { declaredFields } from './declaredFields';
import { DeclaredInputs } from './DeclaredInputs';
import { formResolver, formSchema, formTitle } from './declaredForm';
import type { FormParts } from './formParts';

type FormProps = { declaration: ResourceDeclaration; mode: 'create' | 'edit'; parts?: FormParts };

function DeclaredForm({ declaration, mode, parts }: FormProps) {
  const resource = useResourceContext();
  const record = useRecordContext();
  const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete' });
  // The edit form holds the whole record, so the rules see both fields of a pair as a PATCH's merge would.
  const schema = formSchema(declaration, mode, parts ?? {});
  const editable = declaredFields(declaration).filter(([, field]) => !field.readOnly);
  const defaults = Object.fromEntries(editable.map(([source, field]) => [source, field.defaultValue]));
  return (
    <Card variant="outlined" sx={{ mt: 2, maxWidth: 720 }}>
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {formTitle(declaration, mode)}
        </Typography>
        <Form
          resolver={formResolver(declaration, schema)}
          defaultValues={mode === 'create' ? defaults : undefined}
          mode="onBlur"
          reValidateMode="onChange"
        >
          <DeclaredInputs declaration={declaration} mode={mode} inputs={parts?.inputs} defaultedChoices="blankable" />
          <Toolbar sx={{ justifyContent: 'space-between', px: 0 }}>
            <SaveButton />
            {mode === 'edit' && canDelete ? (
              <DeleteButton
                mutationMode="pessimistic"
                confirmTitle={`Excluir "${record?.[declaration.representation] ?? ''}"`}
                confirmContent="Você tem certeza que deseja excluir? Esta ação não pode ser desfeita."
              />
            ) : null}
          </Toolbar>
        </Form>
      </CardContent>
    </Card>
  );
}

type PageProps = { declaration: ResourceDeclaration; parts?: FormParts };

export const ResourceCreate = ({ declaration, parts }: PageProps) => (
  <CreateBase redirect="list">
    <DeclaredForm declaration={declaration} mode="create" parts={parts} />
  </CreateBase>
);

export const ResourceEdit = ({ declaration, parts }: PageProps) => (
  <EditBase mutationMode="pessimistic" redirect="list">
    <DeclaredForm declaration={declaration} mode="edit" parts={parts} />
  </EditBase>
);
