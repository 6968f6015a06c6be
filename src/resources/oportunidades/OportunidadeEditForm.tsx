// The form of edit mode: the fields of the opportunity in one card. Cancelar and Salvar live in the
// header and submit this form by its id.
import { Card, CardContent, Grid, Typography } from '@mui/material';
import type { Choice } from '../../../common/enums';
import { DecimalField } from '../../components/form/DecimalField';
import { FormSelectField } from '../../components/form/FormSelectField';
import { FormTextField } from '../../components/form/FormTextField';
import { PersonPickerField } from '../../components/PersonPicker';
import { editRules, FEES_LOCKED } from './editForm';
import type { OportunidadeEdit } from './useOportunidadeEdit';
import type { OportunidadeEnums } from './useOportunidadeEnums';
import { useUserChoices } from './useUserChoices';
import { isLost, isWon, type Oportunidade } from './types';

export const EDIT_FORM_ID = 'oportunidade-edit-form';

type Props = { oportunidade: Oportunidade; edit: OportunidadeEdit; enums: OportunidadeEnums };

export function OportunidadeEditForm({ oportunidade, edit, enums }: Props) {
  const { control } = edit.form;
  const users = useUserChoices();
  const won = isWon(oportunidade);
  // A current value outside the choices (a Parceiro sees only itself) stays selectable as it is.
  const withCurrent = (choices: Choice[], id: number | null) =>
    id == null || choices.some((choice) => choice.id === id)
      ? choices
      : [...choices, { id, name: users.userName(id, 'Executivo não encontrado') }];

  return (
    <Card variant="outlined" component="section" aria-label="Editar Oportunidade" sx={{ mb: 2 }}>
      <CardContent component="form" id={EDIT_FORM_ID} noValidate onSubmit={(event) => void edit.save(event)}>
        <Typography variant="h6" component="h2">
          Editar Oportunidade
        </Typography>
        <Grid container columnSpacing={2}>
          <Grid size={12}>
            <FormTextField name="titulo" control={control} label="Título" required rules={editRules.titulo} slotProps={{ htmlInput: { maxLength: 255 } }} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSelectField name="estagio" control={control} label="Estágio" choices={enums.stages} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSelectField name="tese" control={control} label="Tese" choices={enums.theses} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <PersonPickerField name="cliente_id" control={control} label="Cliente" filter={{ role: 1 }} errorMessage="Erro ao buscar clientes" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <PersonPickerField name="parceiro_id" control={control} label="Parceiro" filter={{ role: 2 }} errorMessage="Erro ao buscar parceiros" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSelectField
              name="executivo_vendas_id"
              control={control}
              label="Executivo de vendas"
              choices={withCurrent(users.choices, oportunidade.executivo_vendas_id)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSelectField
              name="equipe_parceiro_id"
              control={control}
              label="Equipe do parceiro"
              choices={withCurrent(users.choices, oportunidade.equipe_parceiro_id)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <DecimalField name="receita_esperada" control={control} label="Receita Esperada (R$)" kind="money" rules={editRules.receita_esperada} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <DecimalField
              name="honorarios"
              control={control}
              label="Honorários (%)"
              kind="percent"
              disabled={won}
              helperText={won ? FEES_LOCKED : undefined}
              rules={editRules.honorarios}
            />
          </Grid>
          <Grid size={12}>
            <FormTextField name="descricao" control={control} label="Descrição" multiline minRows={3} />
          </Grid>
          {isLost(oportunidade) && (
            <Grid size={12}>
              <FormTextField name="motivo_perda" control={control} label="Motivo da perda" required multiline minRows={2} rules={editRules.motivo_perda} />
            </Grid>
          )}
        </Grid>
      </CardContent>
    </Card>
  );
}
