// What an administrator does to the selected users at once. The own row is never selectable.
import { BulkDeleteButton } from 'react-admin';
import { BulkActivationButtons, type ActivationTexts } from '../../components/list';

const texts: ActivationTexts = {
  title: 'usuários',
  one: 'o usuário selecionado',
  many: (count) => `os ${count} usuários selecionados`,
  done: 'Usuários atualizados com sucesso.',
};

export const UserBulkActions = () => (
  <>
    <BulkActivationButtons texts={texts} />
    <BulkDeleteButton mutationMode="pessimistic" />
  </>
);
