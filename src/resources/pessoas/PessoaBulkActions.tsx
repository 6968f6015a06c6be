// What the list does to the selected persons: activate or deactivate them all.
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { BulkUpdateButton, useListContext } from 'react-admin';
import { useToast } from '../../components/toast/useToast';

const bulkChanges = [
  { label: 'Ativar', data: { is_active: true }, icon: <ToggleOnIcon />, verb: 'Ativar' },
  { label: 'Inativar', data: { is_active: false }, icon: <ToggleOffIcon />, verb: 'Inativar' },
];

export function PessoaBulkActions() {
  const { onUnselectItems } = useListContext();
  const { notifySuccess } = useToast();
  const onSuccess = () => {
    notifySuccess('Pessoas atualizadas com sucesso.');
    onUnselectItems();
  };
  return (
    <>
      {bulkChanges.map(({ label, data, icon, verb }) => (
        <BulkUpdateButton
          key={label}
          label={label}
          data={data}
          icon={icon}
          mutationMode="pessimistic"
          confirmTitle={`${verb} pessoas`}
          confirmContent={`${verb} a pessoa selecionada? |||| ${verb} as %{smart_count} pessoas selecionadas?`}
          mutationOptions={{ onSuccess }}
        />
      ))}
    </>
  );
}
