// The page of one record of a declared resource, for whom may read it: react-admin's ShowBase with the
// declared fields as labelled values (an enum's or boolean's label, '—' when empty), and 'Editar' for
// whom may also edit it.
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { EditButton, FunctionField, Labeled, ShowBase, useCanAccess, useRecordContext, useResourceContext } from 'react-admin';
import type { GeneratedDeclaration } from '../../../common/resources';
import { declaredFields, fieldText } from './declaredFields';

function DeclaredShow({ declaration }: { declaration: GeneratedDeclaration }) {
  const resource = useResourceContext();
  const record = useRecordContext();
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
  const fields = declaredFields(declaration);
  if (!record) return null;
  return (
    <Card variant="outlined" sx={{ mt: 2, maxWidth: 720 }}>
      <CardContent>
        <Stack direction="row" sx={{ mb: 2, justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Typography variant="h5" component="h1">
            {String(record[declaration.representation] ?? '')}
          </Typography>
          {canEdit ? <EditButton /> : null}
        </Stack>
        <Stack spacing={2}>
          {fields.map(([source, field]) => (
            <Labeled key={source} label={field.label}>
              <FunctionField source={source} render={(row) => fieldText(field, row[source])} />
            </Labeled>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

export const ResourceShow = ({ declaration }: { declaration: GeneratedDeclaration }) => (
  <ShowBase>
    <DeclaredShow declaration={declaration} />
  </ShowBase>
);
