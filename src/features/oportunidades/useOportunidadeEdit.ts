// Edit mode of /oportunidades/{id}: Editar opens the form on the current values, Cancelar leaves it (the
// next Editar starts again from the record), Salvar (enabled only when the form is valid and changed)
// sends what changed. `save` is the react-admin Form's onSubmit (OportunidadeEditForm).
import { useState } from 'react';
import { useUpdate } from 'react-admin';
import { useSubmitHandler } from '../../ui/form/useSubmitHandler';
import { useToast } from '../../ui/toast/useToast';
import { editPayload, editValues, type EditValues } from './editForm';
import { isLost, isWon, type Oportunidade } from './types';

export function useOportunidadeEdit(oportunidade: Oportunidade, onSaved: () => void) {
  const [editing, setEditing] = useState(false);
  const [update] = useUpdate<Oportunidade>();
  const { notifySuccess } = useToast();
  const record = editValues(oportunidade);

  const save = useSubmitHandler(
    async (values: EditValues) => {
      const data = editPayload(values, record, { won: isWon(oportunidade), lost: isLost(oportunidade) });
      // Nothing changed (a value retyped as it was): leave edit mode as Cancelar does.
      if (Object.keys(data).length === 0) {
        setEditing(false);
        return;
      }
      await update(
        'oportunidades',
        { id: oportunidade.id, data: data as Partial<Oportunidade>, previousData: oportunidade },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notifySuccess('Oportunidade atualizada com sucesso.');
      setEditing(false);
      onSaved();
    },
    { fields: Object.keys(record) },
  );

  return { editing, start: () => setEditing(true), cancel: () => setEditing(false), save, record };
}

export type OportunidadeEdit = ReturnType<typeof useOportunidadeEdit>;
