// What the list does to the selected opportunities (or to every result of the filter), through
// POST /oportunidades/bulk: add or remove a tag, move them to a stage, assign an executive, delete them.
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import LabelOffOutlined from '@mui/icons-material/LabelOffOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import { BulkChoiceDialog, BulkConfirmButton, BulkSelectionToolbar, type BulkNouns } from '../../ui/list';
import { useTagCatalogue } from './useTagCatalogue';
import { useOportunidadeEnums } from './useOportunidadeEnums';
import { useUserChoices } from './useUserChoices';

const nouns: BulkNouns = { one: 'oportunidade', many: 'oportunidades', feminine: true };

export function OportunidadeBulkActions() {
  const { stages } = useOportunidadeEnums();
  const { data: tags = [] } = useTagCatalogue();
  const tagChoices = tags.map((tag) => ({ id: tag.id, name: tag.name }));
  const users = useUserChoices();

  const choosers = [
    { action: 'add_tag', buttonLabel: 'Adicionar tag', title: 'Adicionar tag a', fieldLabel: 'Tag', icon: <LocalOfferOutlined />, choices: tagChoices },
    { action: 'remove_tag', buttonLabel: 'Remover tag', title: 'Remover tag de', fieldLabel: 'Tag', icon: <LabelOffOutlined />, choices: tagChoices },
    { action: 'set_stage', buttonLabel: 'Alterar estágio', title: 'Alterar estágio de', fieldLabel: 'Estágio', icon: <ViewKanbanOutlined />, choices: stages },
    {
      action: 'assign_executive',
      buttonLabel: 'Atribuir executivo',
      title: 'Atribuir executivo a',
      fieldLabel: 'Executivo de vendas',
      icon: <PersonOutline />,
      choices: users.choices,
    },
  ];

  return (
    <BulkSelectionToolbar nouns={nouns}>
      {choosers.map((chooser) => (
        <BulkChoiceDialog key={chooser.action} {...chooser} />
      ))}
      <BulkConfirmButton label="Excluir" action="delete" icon={<DeleteOutline />} />
    </BulkSelectionToolbar>
  );
}
