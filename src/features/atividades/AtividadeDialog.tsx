// Nova atividade / Editar atividade: type, title, description, due time (required for a task, by the
// declared rule), and 'Interna' for the staff. The declaration's zod schema with its rules checks the
// values as the API would; a refusal of the API shows under its field or in the toast.
import { Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useGetIdentity } from 'react-admin';
import { AtividadeTipo, atividadeTipoChoices } from '../../../common/enums';
import { rowScope, type Actor } from '../../../common/policy';
import { atividades } from '../../../common/resources/atividades';
import { withRules } from '../../../common/resources/rules';
import { ActionDialog } from '../../ui/actions/ActionDialog';
import { ChoiceSelect } from '../../ui/form/ChoiceSelect';
import { useToast } from '../../ui/toast/useToast';
import { isoInstant, localDateTime } from '../../i18n/dateTimeInput';
import type { Atividade, AtividadeTarget } from './types';

type Values = { tipo: number; titulo: string; descricao: string; vence_em: string; interna: boolean };

const createSchema = withRules(atividades.schemas.create!, atividades.rules, 'form');

type Props = {
  onClose: () => void;
  onSaved: () => void;
  target: AtividadeTarget;
  /** The activity edited; none: a new one. */
  atividade?: Atividade;
  /** A new one's type ('Registrar ligação' starts as a call). */
  tipo?: number;
};

export function AtividadeDialog({ onClose, onSaved, target, atividade, tipo = AtividadeTipo.Nota }: Props) {
  const dataProvider = useDataProvider();
  const { identity } = useGetIdentity();
  const { notifySuccess } = useToast();
  const staff = identity ? rowScope(identity as unknown as Actor) === 'all' : false;
  const [values, setValues] = useState<Values>(() => ({
    tipo: atividade?.tipo ?? tipo,
    titulo: atividade?.titulo ?? '',
    descricao: atividade?.descricao ?? '',
    vence_em: localDateTime(atividade?.vence_em),
    interna: atividade?.interna ?? false,
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));

  const save = async () => {
    const data = {
      ...target,
      tipo: values.tipo,
      titulo: values.titulo,
      descricao: values.descricao,
      vence_em: isoInstant(values.vence_em),
      ...(staff ? { interna: values.interna } : {}),
    };
    const checked = createSchema.safeParse(data);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    if (atividade) await dataProvider.update('atividades', { id: atividade.id, data, previousData: atividade });
    else await dataProvider.create('atividades', { data });
    notifySuccess(atividade ? 'Atividade atualizada.' : 'Atividade registrada.');
    onSaved();
    onClose();
  };

  return (
    <ActionDialog title={atividade ? 'Editar atividade' : 'Nova atividade'} onClose={onClose} action={save}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <ChoiceSelect label="Tipo" value={values.tipo} onChoose={(tipo) => set('tipo', tipo)} choices={atividadeTipoChoices} />
        <TextField
          label="Título"
          required
          value={values.titulo}
          onChange={(event) => set('titulo', event.target.value)}
          error={!!errors.titulo}
          helperText={errors.titulo}
        />
        <TextField label="Descrição" multiline minRows={2} value={values.descricao} onChange={(event) => set('descricao', event.target.value)} />
        <TextField
          label="Vence em"
          type="datetime-local"
          required={values.tipo === AtividadeTipo.Tarefa}
          value={values.vence_em}
          onChange={(event) => set('vence_em', event.target.value)}
          error={!!errors.vence_em}
          helperText={errors.vence_em}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {errors.oportunidade_id && <span role="alert">{errors.oportunidade_id}</span>}
        {staff && (
          <FormControlLabel
            control={<Checkbox checked={values.interna} onChange={(event) => set('interna', event.target.checked)} />}
            label="Interna (não aparece para parceiros)"
          />
        )}
      </Stack>
    </ActionDialog>
  );
}
