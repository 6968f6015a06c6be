// One document of the Documents card: name, description ('Sem descrição'), size and date, with download
// and (unless read-only) remove.
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import { Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import type { Anexo } from '../../dataProvider/oportunidades';
import { formatBytes, formatDate } from '../../i18n/format';

type Props = {
  anexo: Anexo;
  readOnly: boolean;
  downloading: boolean;
  onDownload: (anexo: Anexo) => void;
  onRemove: (anexo: Anexo) => void;
};

export function DocumentRow({ anexo, readOnly, downloading, onDownload, onRemove }: Props) {
  return (
    <Stack
      component="li"
      direction="row"
      spacing={1.5}
      sx={{ alignItems: 'flex-start', py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
    >
      <InsertDriveFileOutlined color="action" sx={{ mt: 0.25 }} aria-hidden />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {anexo.nome_arquivo}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {anexo.descricao || 'Sem descrição'}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatBytes(anexo.tamanho_bytes)} · {formatDate(anexo.created_at)}
        </Typography>
      </Box>
      <Stack direction="row" sx={{ flexShrink: 0 }}>
        <Tooltip title="Baixar" describeChild>
          <IconButton
            aria-label={`Baixar ${anexo.nome_arquivo}`}
            aria-busy={downloading}
            onClick={() => !downloading && onDownload(anexo)}
            size="small"
          >
            <DownloadIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        {!readOnly && (
          <Tooltip title="Remover" describeChild>
            <IconButton aria-label={`Remover ${anexo.nome_arquivo}`} onClick={() => onRemove(anexo)} color="error" size="small">
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
    </Stack>
  );
}
