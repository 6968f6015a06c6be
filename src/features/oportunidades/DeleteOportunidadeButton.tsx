// 'Excluir': asks first, then removes the opportunity with its tags links, documents and history.
import { DeleteRecordButton, type DeletionTexts } from '../../ui/actions/DeleteRecordButton';
import { listUrl } from './listLocation';
import type { Oportunidade } from './types';

const deletion = (oportunidade: Oportunidade): DeletionTexts => ({
  title: 'Excluir oportunidade',
  content: `Tem certeza de que deseja excluir "${oportunidade.titulo}"? Os documentos e o histórico também serão excluídos. Esta ação não pode ser desfeita.`,
  success: 'Oportunidade excluída com sucesso.',
});

export const DeleteOportunidadeButton = ({ oportunidade }: { oportunidade: Oportunidade }) => (
  <DeleteRecordButton resource="oportunidades" record={oportunidade} label="Excluir" texts={deletion(oportunidade)} afterUrl={listUrl} />
);
