// What the list does to the selected persons: activate or deactivate them all.
import { BulkActivationButtons, type ActivationTexts } from '../../components/list';

const texts: ActivationTexts = {
  title: 'pessoas',
  one: 'a pessoa selecionada',
  many: (count) => `as ${count} pessoas selecionadas`,
  done: 'Pessoas atualizadas com sucesso.',
};

export const PessoaBulkActions = () => <BulkActivationButtons texts={texts} />;
