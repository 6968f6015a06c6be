// The form of edit mode, react-admin's Form: the page's top (its header holds Cancelar and Salvar,
// EditActions) and the fields of the opportunity in one card, which ends with Cancelar and Salvar again:
// the form is taller than a laptop's screen, and whoever typed the last field should not scroll back up.
import SaveIcon from '@mui/icons-material/Save';
import { Button, Card, CardActions, CardContent, Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Form, SelectInput, TextInput } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { PersonRole, type Choice } from '../../../common/enums';
import { GridCell } from '../../ui/form/GridCell';
import { typedText as text } from '../../ui/form/inputValues';
import { MoneyInput } from '../../ui/form/MoneyInput';
import { PersonPickerField } from '../../ui/PersonPicker';
import { stageProbability } from '../../../common/forecast';
import { FEES_LOCKED } from '../../../common/resources/oportunidades';
import { FORM_MODE } from '../../ui/form/rules';
import { editValidators, type EditValues } from './editForm';
import type { OportunidadeEdit } from './useOportunidadeEdit';
import type { OportunidadeEnums } from './useOportunidadeEnums';
import { useUserChoices } from './useUserChoices';
import { executiveName, isLost, isWon, type Oportunidade } from './types';

/** What the form's texts and selects take: the values as typed (the body is built from them, editForm.ts). */
const select = { ...text, isRequired: true } as const;

type Props = { oportunidade: Oportunidade; edit: OportunidadeEdit; enums: OportunidadeEnums; children: ReactNode };

export function OportunidadeEditForm({ oportunidade, edit, enums, children }: Props) {
  return (
    <Form record={edit.record} mode={FORM_MODE} onSubmit={edit.save} noValidate disableInvalidFormNotification>
      {children}
      <Card variant="outlined" component="section" aria-label="Editar Oportunidade" sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2">
            Editar Oportunidade
          </Typography>
          <EditFields oportunidade={oportunidade} enums={enums} />
        </CardContent>
        <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
          <EditActions onCancel={edit.cancel} />
        </CardActions>
      </Card>
    </Form>
  );
}

/** Cancelar and Salvar, in the header: Salvar is enabled once the form is valid and changed. */
export function EditActions({ onCancel }: { onCancel: () => void }) {
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

function EditFields({ oportunidade, enums }: Pick<Props, 'oportunidade' | 'enums'>) {
  const { control } = useFormContext<EditValues>();
  // The default a blank probability takes: the stage chosen in the form, as the server will apply it.
  const stage = useWatch({ control, name: 'estagio' });
  const users = useUserChoices();
  const won = isWon(oportunidade);
  // A current value outside the choices (a Parceiro sees only itself) stays selectable as it is, the
  // executive under the name the API sent.
  const userChoices = (field: 'executivo_vendas_id' | 'equipe_parceiro_id'): Choice[] => {
    const id = oportunidade[field];
    const name = field === 'executivo_vendas_id' ? executiveName(oportunidade) : users.userName(id, 'Usuário não encontrado');
    return id == null || users.choices.some((choice) => choice.id === id) ? users.choices : [...users.choices, { id, name }];
  };

  return (
    // The grid spaces the rows (every field has margin 'none' here: a picker's own 'normal' margin beside a
    // select's 'dense' one made the rows uneven).
    <Grid container columnSpacing={2} rowSpacing={2} sx={{ mt: 1, '& .MuiFormControl-root': { my: 0 } }}>
      <GridCell>
        <TextInput {...text} source="titulo" label="Título" isRequired validate={editValidators.titulo} slotProps={{ htmlInput: { maxLength: 255 } }} />
      </GridCell>
      {/* The selects hold a value the form cannot blank (no blank choice), as the API wants them. */}
      <GridCell sm={6}>
        <SelectInput {...select} source="estagio" label="Estágio" choices={enums.stages} />
      </GridCell>
      <GridCell sm={6}>
        <SelectInput {...select} source="tese" label="Tese" choices={enums.theses} />
      </GridCell>
      <GridCell sm={6}>
        <PersonPickerField name="cliente_id" control={control} label="Cliente" filter={{ role: PersonRole.Client }} errorMessage="Erro ao buscar clientes" />
      </GridCell>
      <GridCell sm={6}>
        <PersonPickerField name="parceiro_id" control={control} label="Parceiro" filter={{ role: PersonRole.Partner }} errorMessage="Erro ao buscar parceiros" />
      </GridCell>
      <GridCell sm={6}>
        <SelectInput {...select} source="executivo_vendas_id" label="Executivo de vendas" choices={userChoices('executivo_vendas_id')} />
      </GridCell>
      <GridCell sm={6}>
        <SelectInput {...select} source="equipe_parceiro_id" label="Equipe do parceiro" choices={userChoices('equipe_parceiro_id')} />
      </GridCell>
      <GridCell sm={6}>
        <MoneyInput source="receita_esperada" label="Receita Esperada (R$)" validate={editValidators.receita_esperada} />
      </GridCell>
      <GridCell sm={6}>
        <MoneyInput
          source="honorarios"
          label="Honorários (%)"
          kind="percent"
          disabled={won}
          helperText={won ? FEES_LOCKED : undefined}
          validate={editValidators.honorarios}
        />
      </GridCell>
      <GridCell sm={6}>
        <TextInput
          {...text}
          source="data_prevista_fechamento"
          label="Fechamento previsto"
          placeholder="dd/mm/aaaa"
          validate={editValidators.data_prevista_fechamento}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
        />
      </GridCell>
      <GridCell sm={6}>
        <TextInput
          {...text}
          source="probabilidade"
          label="Probabilidade (%)"
          placeholder={stage === '' ? undefined : String(stageProbability(Number(stage)))}
          helperText={stage === '' ? undefined : `Em branco: ${stageProbability(Number(stage))}%, o padrão do estágio`}
          validate={editValidators.probabilidade}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
        />
      </GridCell>
      <GridCell>
        <TextInput {...text} source="descricao" label="Descrição" multiline minRows={3} />
      </GridCell>
      {isLost(oportunidade) && (
        <GridCell>
          <TextInput {...text} source="motivo_perda" label="Motivo da perda" isRequired multiline minRows={2} validate={editValidators.motivo_perda} />
        </GridCell>
      )}
    </Grid>
  );
}
