// Edit mode of /oportunidades/{id}: Editar loads the current values into the form, Cancelar restores
// them, Salvar (enabled only when the form is valid and changed) sends what changed.
import { useState } from 'react';
import { useUpdate } from 'react-admin';
import { useForm, type Path } from 'react-hook-form';
import { FORM_MODE } from '../../components/form/rules';
import { useToast } from '../../components/toast/useToast';
import { editPayload, editValues, type EditValues } from './editForm';
import { isLost, isWon, type Oportunidade } from './types';

type ValidationItem = { loc?: (string | number)[]; msg?: string };

export function useOportunidadeEdit(oportunidade: Oportunidade, onSaved: () => void) {
  const [editing, setEditing] = useState(false);
  const form = useForm<EditValues>({ mode: FORM_MODE, defaultValues: editValues(oportunidade) });
  const [update, { isPending: saving }] = useUpdate<Oportunidade>();
  const { notifySuccess, notifyError } = useToast();
  const { isDirty, isValid } = form.formState;

  const start = () => {
    form.reset(editValues(oportunidade));
    setEditing(true);
  };

  const cancel = () => {
    form.reset(editValues(oportunidade));
    setEditing(false);
  };

  const save = form.handleSubmit(async (values) => {
    const data = editPayload(values, editValues(oportunidade), { won: isWon(oportunidade), lost: isLost(oportunidade) });
    if (Object.keys(data).length === 0) {
      cancel();
      return;
    }
    try {
      await update(
        'oportunidades',
        { id: oportunidade.id, data: data as Partial<Oportunidade>, previousData: oportunidade },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
    } catch (error) {
      const detail = (error as { body?: { detail?: unknown } }).body?.detail;
      for (const item of Array.isArray(detail) ? (detail as ValidationItem[]) : []) {
        const field = item.loc?.[item.loc.length - 1];
        if (typeof field === 'string' && field in values && item.msg) {
          form.setError(field as Path<EditValues>, { type: 'server', message: item.msg });
        }
      }
      await notifyError(error);
      return;
    }
    notifySuccess('Oportunidade atualizada com sucesso.');
    setEditing(false);
    onSaved();
  });

  return { editing, start, cancel, save, form, saving, canSave: isDirty && isValid && !saving };
}

export type OportunidadeEdit = ReturnType<typeof useOportunidadeEdit>;
