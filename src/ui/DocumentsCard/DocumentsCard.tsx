// The 'Documentos' card: an opportunity's attachments with download, an upload panel that opens and
// closes, and remove with confirmation. Read-only mode hides adding and removing.
//
//   <DocumentsCard oportunidadeId={id} onChange={reloadHistory} />
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { Confirm, useDataProvider, useGetList } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import type { Anexo, UploadProgress } from '../../dataProvider/oportunidades';
import { useConfirmedRowAction } from '../actions/useConfirmedRowAction';
import { errorMessage, useToast } from '../toast/useToast';
import { DocumentRow } from './DocumentRow';
import { blobOf, INVALID_DOWNLOAD, RAW_DOWNLOAD_FROM_BYTES, saveBlob } from './download';
import { UploadPanel } from './UploadPanel';

/** Attachments are listed 100 at most. */
export const DOCUMENTS_LIMIT = 100;

type Props = {
  oportunidadeId: number;
  readOnly?: boolean;
  /** After a document is added or removed (e.g. to reload the history). */
  onChange?: () => void;
};

export function DocumentsCard({ oportunidadeId, readOnly = false, onChange }: Props) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { notifySuccess, notifyError } = useToast();
  const titleId = useId();
  const [uploadOpen, setUploadOpen] = useState(false);
  const [downloading, setDownloading] = useState<number | null>(null);
  const { data: anexos = [], isPending, error, refetch } = useGetList<Anexo>('anexos', {
    filter: { oportunidade_id: oportunidadeId },
    pagination: { page: 1, perPage: DOCUMENTS_LIMIT },
    sort: { field: 'created_at', order: 'DESC' },
  });

  const changed = () => {
    void refetch();
    onChange?.();
  };

  const send = async (files: File[], descricao: string, onProgress: UploadProgress) => {
    try {
      await dataProvider.uploadAnexos(oportunidadeId, files, descricao, onProgress);
    } catch (failure) {
      await notifyError(failure, `Erro ao enviar documentos: ${errorMessage(failure)}`);
      throw failure;
    }
    notifySuccess(files.length === 1 ? 'Documento enviado com sucesso.' : 'Documentos enviados com sucesso.');
    setUploadOpen(false);
    changed();
  };

  const download = async (anexo: Anexo) => {
    setDownloading(anexo.id);
    try {
      const blob =
        anexo.tamanho_bytes > RAW_DOWNLOAD_FROM_BYTES
          ? await dataProvider.downloadAnexoFile(anexo.id)
          : blobOf(await dataProvider.downloadAnexo(anexo.id));
      if (blob) saveBlob(blob, anexo.nome_arquivo);
      else await notifyError(null, INVALID_DOWNLOAD);
    } catch (failure) {
      await notifyError(failure, 'Erro ao baixar o documento');
    } finally {
      setDownloading(null);
    }
  };

  const removal = useConfirmedRowAction(async (anexo: Anexo) => {
    await dataProvider.deleteAnexo(anexo.id);
    notifySuccess('Documento removido com sucesso.');
    changed();
  });

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1, flexWrap: 'wrap' }}>
          <Typography id={titleId} variant="h6" component="h2">
            Documentos
          </Typography>
          {!readOnly && !uploadOpen && (
            <Button size="small" startIcon={<AddIcon />} onClick={() => setUploadOpen(true)}>
              Adicionar Documentos
            </Button>
          )}
        </Stack>
        {!readOnly && uploadOpen && <UploadPanel onSend={send} onCancel={() => setUploadOpen(false)} />}
        <DocumentList
          anexos={anexos}
          isPending={isPending}
          failed={Boolean(error)}
          readOnly={readOnly}
          downloading={downloading}
          onDownload={(anexo) => void download(anexo)}
          onRemove={removal.ask}
        />
      </CardContent>
      <Confirm
        {...removal.confirmProps}
        title="Remover documento"
        content={`Tem certeza de que deseja remover ${removal.asked?.nome_arquivo ?? 'este documento'}? Esta ação não pode ser desfeita.`}
        confirm="Remover"
      />
    </Card>
  );
}

type ListProps = {
  anexos: Anexo[];
  isPending: boolean;
  failed: boolean;
  readOnly: boolean;
  downloading: number | null;
  onDownload: (anexo: Anexo) => void;
  onRemove: (anexo: Anexo) => void;
};

function DocumentList({ anexos, isPending, failed, readOnly, downloading, onDownload, onRemove }: ListProps) {
  if (isPending) {
    return (
      <Stack role="status" direction="row" spacing={1} sx={{ alignItems: 'center', py: 2 }}>
        <CircularProgress size={18} aria-hidden />
        <Typography variant="body2">Carregando documentos...</Typography>
      </Stack>
    );
  }
  if (failed) return <Alert severity="error">Erro ao carregar documentos.</Alert>;
  if (anexos.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
        Nenhum documento anexado
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label="Documentos anexados" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {anexos.map((anexo) => (
        <DocumentRow
          key={anexo.id}
          anexo={anexo}
          readOnly={readOnly}
          downloading={downloading === anexo.id}
          onDownload={onDownload}
          onRemove={onRemove}
        />
      ))}
    </Box>
  );
}
