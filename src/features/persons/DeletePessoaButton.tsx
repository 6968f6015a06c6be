// 'Deletar': asks first; a person still used elsewhere is refused by the server (409) with its reason.
import { DeleteRecordButton, type DeletionTexts } from '../../ui/actions/DeleteRecordButton';
import type { PersonDetail } from './types';

const deletion = (person: PersonDetail): DeletionTexts => ({
  title: 'Excluir pessoa',
  content: `Tem certeza de que deseja excluir ${person.name}? Esta ação não pode ser desfeita.`,
  success: 'Pessoa excluída com sucesso.',
});

export const DeletePessoaButton = ({ person }: { person: PersonDetail }) => (
  <DeleteRecordButton resource="pessoas" record={person} label="Deletar" texts={deletion(person)} afterUrl={() => '/pessoas'} />
);
