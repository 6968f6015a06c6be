// What the list does to the selected persons: activate or deactivate them all.
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { BulkChangeButton } from '../../components/list';

const plural = (verb: string) => (count: number) =>
  count === 1 ? `${verb} a pessoa selecionada?` : `${verb} as ${count} pessoas selecionadas?`;

export const PessoaBulkActions = () => (
  <>
    {[
      { verb: 'Ativar', data: { is_active: true }, icon: <ToggleOnIcon /> },
      { verb: 'Inativar', data: { is_active: false }, icon: <ToggleOffIcon /> },
    ].map(({ verb, data, icon }) => (
      <BulkChangeButton
        key={verb}
        label={verb}
        data={data}
        icon={icon}
        confirmTitle={`${verb} pessoas`}
        confirmContent={plural(verb)}
        successMessage="Pessoas atualizadas com sucesso."
      />
    ))}
  </>
);
