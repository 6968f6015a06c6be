// What the list does to the selected opportunities: add a tag to them all, or move them all to a stage.
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import { useDataProvider, useGetList, useListContext, useRefresh, useUpdateMany } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import { useToast } from '../../components/toast/useToast';
import { BulkChoiceDialog } from './BulkChoiceDialog';
import { TAGS_LIMIT } from './TagsCard';
import { useOportunidadeEnums } from './useOportunidadeEnums';
import type { Tag } from './types';

export function OportunidadeBulkActions() {
  const { selectedIds, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const refresh = useRefresh();
  const { notifySuccess, notifyError } = useToast();
  const { stages } = useOportunidadeEnums();
  const { data: tags = [] } = useGetList<Tag>('tags', { pagination: { page: 1, perPage: TAGS_LIMIT } });
  const [updateMany] = useUpdateMany();

  const run = async (call: () => Promise<unknown>, success: string) => {
    try {
      await call();
    } catch (error) {
      await notifyError(error);
      refresh(); // some may have changed before the failure
      throw error;
    }
    notifySuccess(success);
    onUnselectItems();
    refresh();
  };

  const addTag = (tagId: number) =>
    run(
      () => Promise.all(selectedIds.map((id) => dataProvider.addTag(Number(id), tagId))),
      'Tag adicionada às oportunidades selecionadas.',
    );

  const changeStage = (estagio: number) =>
    run(
      () => updateMany('oportunidades', { ids: selectedIds, data: { estagio } }, { mutationMode: 'pessimistic', returnPromise: true }),
      'Estágio das oportunidades selecionadas atualizado.',
    );

  return (
    <>
      <BulkChoiceDialog
        buttonLabel="Adicionar tag"
        icon={<LocalOfferOutlined />}
        title="Adicionar tag às oportunidades selecionadas"
        fieldLabel="Tag"
        choices={tags.map((tag) => ({ id: tag.id, name: tag.name }))}
        onApply={addTag}
      />
      <BulkChoiceDialog
        buttonLabel="Alterar estágio"
        icon={<ViewKanbanOutlined />}
        title="Alterar estágio das oportunidades selecionadas"
        fieldLabel="Estágio"
        choices={stages}
        onApply={changeStage}
      />
    </>
  );
}
