// What an administrator does to the selected users at once. The own row is never selectable.
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import DoNotDisturbOn from '@mui/icons-material/DoNotDisturbOn';
import { BulkDeleteButton } from 'react-admin';
import { BulkChangeButton } from '../../components/list';

const question = (verb: string) => (count: number) =>
  count === 1 ? `${verb} o usuário selecionado?` : `${verb} os ${count} usuários selecionados?`;

export const UserBulkActions = () => (
  <>
    {[
      { verb: 'Ativar', data: { is_active: true }, icon: <CheckCircleOutline /> },
      { verb: 'Inativar', data: { is_active: false }, icon: <DoNotDisturbOn /> },
    ].map(({ verb, data, icon }) => (
      <BulkChangeButton
        key={verb}
        label={verb}
        data={data}
        icon={icon}
        confirmTitle={`${verb} usuários`}
        confirmContent={question(verb)}
        successMessage="Usuários atualizados com sucesso."
      />
    ))}
    <BulkDeleteButton mutationMode="pessimistic" />
  </>
);
