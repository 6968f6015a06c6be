// The form of edit mode: the fields of the opportunity in one card. Cancelar and Salvar live in the
// header and submit this form by its id.
import { Card, CardContent, Grid, Typography } from '@mui/material';
import { PersonRole, type Choice } from '../../../common/enums';
import { GridCell, GridDecimalField, GridSelectField, GridTextField } from '../../components/form/GridFields';
import { PersonPickerField } from '../../components/PersonPicker';
import { FEES_LOCKED } from '../../../common/resources/oportunidades';
import { editRules } from './editForm';
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
  const userChoices = (field: 'executivo_vendas_id' | 'equipe_parceiro_id'): Choice[] => {
    const id = oportunidade[field];
    return id == null || users.choices.some((choice) => choice.id === id)
      ? users.choices
      : [...users.choices, { id, name: users.userName(id, 'Executivo não encontrado') }];
  };

  return (
    <Card variant="outlined" component="section" aria-label="Editar Oportunidade" sx={{ mb: 2 }}>
      <CardContent component="form" id={EDIT_FORM_ID} noValidate onSubmit={(event) => void edit.save(event)}>
        <Typography variant="h6" component="h2">
          Editar Oportunidade
        </Typography>
        <Grid container columnSpacing={2}>
          <GridTextField name="titulo" control={control} label="Título" required rules={editRules.titulo} slotProps={{ htmlInput: { maxLength: 255 } }} />
          <GridSelectField sm={6} name="estagio" control={control} label="Estágio" choices={enums.stages} />
          <GridSelectField sm={6} name="tese" control={control} label="Tese" choices={enums.theses} />
          <GridCell sm={6}>
            <PersonPickerField name="cliente_id" control={control} label="Cliente" filter={{ role: PersonRole.Client }} errorMessage="Erro ao buscar clientes" />
          </GridCell>
          <GridCell sm={6}>
            <PersonPickerField name="parceiro_id" control={control} label="Parceiro" filter={{ role: PersonRole.Partner }} errorMessage="Erro ao buscar parceiros" />
          </GridCell>
          <GridSelectField sm={6} name="executivo_vendas_id" control={control} label="Executivo de vendas" choices={userChoices('executivo_vendas_id')} />
          <GridSelectField sm={6} name="equipe_parceiro_id" control={control} label="Equipe do parceiro" choices={userChoices('equipe_parceiro_id')} />
          <GridDecimalField sm={6} name="receita_esperada" control={control} label="Receita Esperada (R$)" kind="money" rules={editRules.receita_esperada} />
          <GridDecimalField
            sm={6}
            name="honorarios"
            control={control}
            label="Honorários (%)"
            kind="percent"
            disabled={won}
            helperText={won ? FEES_LOCKED : undefined}
            rules={editRules.honorarios}
          />
          <GridTextField name="descricao" control={control} label="Descrição" multiline minRows={3} />
          {isLost(oportunidade) && (
            <GridTextField name="motivo_perda" control={control} label="Motivo da perda" required multiline minRows={2} rules={editRules.motivo_perda} />
          )}
        </Grid>
      </CardContent>
    </Card>
  );
}
