// The page of one record of a declared resource, for whom may read it: react-admin's ShowBase with the
// declared fields as labelled values (as the list's cells write them: a badge, a reference's name, an
// enum's or boolean's label, '—' when empty), and 'Editar' for whom may also edit it.
import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { EditButton, Labeled, ShowBase, useCanAccess, useRecordContext, useResourceContext } from 'react-admin';
import type { ResourceDeclaration } from '../../../common/resources';
import { FieldValue } from './declaredColumns';
import { declaredFields } from './declaredFields';

/** The record's declared fields, each labelled, as the show page lists them; `extra` after them. */
export function DeclaredValues({ declaration, extra }: { declaration: ResourceDeclaration; extra?: ReactNode }) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Stack spacing={2}>
      {declaredFields(declaration).map(([source, field]) => (
        <Labeled key={source} label={field.label} source={source}>
          <FieldValue source={source} field={field} record={record} />
        </Labeled>
      ))}
      {extra}
    </Stack>
  );
}

function DeclaredShow({ declaration }: { declaration: ResourceDeclaration }) {
  const resource = useResourceContext();
  const record = useRecordContext();
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
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
        <DeclaredValues declaration={declaration} />
      </CardContent>
    </Card>
  );
}

export const ResourceShow = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <ShowBase>
    <DeclaredShow declaration={declaration} />
  </ShowBase>
);
