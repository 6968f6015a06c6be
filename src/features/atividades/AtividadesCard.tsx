// The 'Atividades' card of the opportunity and person pages: the activities logged on the record
// (GET /atividades?oportunidade_id= or ?pessoa_id=) merged in time order, newest first, with the record's
// own history when it has one (an opportunity's changes), each a line of one timeline. Add a note, log a
// call, schedule a task; complete, edit or delete one; filter by type.
import type { SvgIconComponent } from '@mui/icons-material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import { Alert, Box, Button, Checkbox, Chip, CircularProgress, IconButton, MenuItem, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useGetList } from 'react-admin';
import { AtividadeTipo, atividadeTipoChoices } from '../../../common/enums';
import { atividades } from '../../../common/resources/atividades';
import { DeleteRecordDialog } from '../../ui/kit/DeleteRecord';
import { formatDateTime } from '../../i18n/format';
import { InfoCard } from '../../ui/detail/InfoCard';
import { AtividadeDialog } from './AtividadeDialog';
import { isOverdue, isTask, tipoLabel, type Atividade, type AtividadeTarget } from './types';
import { useCompleteTask } from './useCompleteTask';

/** The most activities a record's card shows. */
export const ATIVIDADES_LIMIT = 200;

/** A line of the record's own history, merged into the timeline. */
export type HistoryLine = { id: number | string; at: string; text: string; who: string };

/** The filter value that shows the history lines only. */
const HISTORY = 'historico';

type Line = { key: string; at: number } & ({ atividade: Atividade } | { history: HistoryLine });

export function useAtividades(target: AtividadeTarget) {
  return useGetList<Atividade>('atividades', { filter: target, pagination: { page: 1, perPage: ATIVIDADES_LIMIT } });
}

type Props = {
  target: AtividadeTarget;
  /** The record's history, in any order; the card merges it by time. */
  history?: { lines: HistoryLine[]; isPending: boolean };
  /** After an activity changed (the record's page may reload what depends on it). */
  onChange?: () => void;
};

export function AtividadesCard({ target, history, onChange }: Props) {
  const list = useAtividades(target);
  const { canAccess: canCreate = false } = useCanAccess({ resource: 'atividades', action: 'create' });
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'atividades', action: 'edit' });
  const { canAccess: canDelete = false } = useCanAccess({ resource: 'atividades', action: 'delete' });
  const [filter, setFilter] = useState<string>('');
  const [dialog, setDialog] = useState<{ atividade?: Atividade; tipo?: number } | null>(null);

  const changed = () => {
    void list.refetch();
    onChange?.();
  };
  const complete = useCompleteTask(changed);
  // The activity asked about stays while the question closes, so it fades out still naming it.
  const [removal, setRemoval] = useState<{ atividade: Atividade; open: boolean } | null>(null);

  const activities = (list.data ?? []).filter((a) => filter === '' || String(a.tipo) === filter);
  const lines: Line[] = [
    ...activities.map((atividade) => ({
      key: `a${atividade.id}`,
      at: new Date(atividade.vence_em ?? atividade.created_at).getTime(),
      atividade,
    })),
    ...(filter === '' || filter === HISTORY ? (history?.lines ?? []) : []).map((line) => ({
      key: `h${line.id}`,
      at: new Date(line.at).getTime(),
      history: line,
    })),
  ]
    .filter((line) => filter !== HISTORY || 'history' in line)
    .sort((a, b) => b.at - a.at);
  const pending = list.isPending || history?.isPending;

  return (
    <InfoCard
      title="Atividades"
      action={
        canCreate ? (
          <Stack direction="row" spacing={1}>
            <Button size="small" startIcon={<PhoneOutlined />} onClick={() => setDialog({ tipo: AtividadeTipo.Ligacao })}>
              Registrar ligação
            </Button>
            <Button size="small" startIcon={<AddIcon />} onClick={() => setDialog({})}>
              Nova atividade
            </Button>
          </Stack>
        ) : undefined
      }
    >
      <TextField
        select
        size="small"
        label="Filtrar por tipo"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        sx={{ minWidth: 200, mb: 2 }}
      >
        <MenuItem value="">Todos</MenuItem>
        {atividadeTipoChoices.map((choice) => (
          <MenuItem key={choice.id} value={String(choice.id)}>
            {choice.name}
          </MenuItem>
        ))}
        {history && <MenuItem value={HISTORY}>Alterações</MenuItem>}
      </TextField>
      {pending ? (
        <Stack role="status" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress size={18} aria-hidden />
          <Typography variant="body2">Carregando atividades...</Typography>
        </Stack>
      ) : list.error ? (
        <Alert severity="error">Erro ao carregar as atividades.</Alert>
      ) : lines.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {filter ? 'Nenhuma atividade deste tipo' : 'Nenhuma atividade registrada'}
        </Typography>
      ) : (
        <Box component="ol" aria-label="Linha do tempo" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {lines.map((line) => (
            <Box
              component="li"
              key={line.key}
              sx={{
                position: 'relative',
                pl: 3,
                pb: 2,
                '&::before': {
                  content: '""',
                  position: 'absolute',
                  left: 5,
                  top: 6,
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  bgcolor: 'history' in line ? 'text.disabled' : 'primary.main',
                },
                '&:not(:last-of-type)::after': { content: '""', position: 'absolute', left: 9, top: 18, bottom: 0, width: 2, bgcolor: 'divider' },
              }}
            >
              {'history' in line ? (
                <>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {line.history.text}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {line.history.who} · {formatDateTime(line.history.at)}
                  </Typography>
                </>
              ) : (
                <AtividadeLine
                  atividade={line.atividade}
                  canEdit={canEdit}
                  canDelete={canDelete}
                  onComplete={(concluida) => void complete(line.atividade, concluida)}
                  onEdit={() => setDialog({ atividade: line.atividade })}
                  onRemove={() => setRemoval({ atividade: line.atividade, open: true })}
                />
              )}
            </Box>
          ))}
        </Box>
      )}
      {dialog && (
        <AtividadeDialog
          target={target}
          atividade={dialog.atividade}
          tipo={dialog.tipo}
          onClose={() => setDialog(null)}
          onSaved={changed}
        />
      )}
      {removal && (
        <DeleteRecordDialog
          declaration={atividades}
          record={removal.atividade}
          target={removal.atividade}
          open={removal.open}
          onClose={() => setRemoval({ ...removal, open: false })}
          // useDelete refetches the activities; the record's page may reload what depends on them.
          onDeleted={onChange}
          keepOpenOnError
        />
      )}
    </InfoCard>
  );
}

type LineProps = {
  atividade: Atividade;
  canEdit: boolean;
  canDelete: boolean;
  onComplete: (concluida: boolean) => void;
  onEdit: () => void;
  onRemove: () => void;
};

function AtividadeLine({ atividade, canEdit, canDelete, onComplete, onEdit, onRemove }: LineProps) {
  const overdue = isOverdue(atividade);
  const task = isTask(atividade);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      {task && canEdit && (
        <Checkbox
          size="small"
          sx={{ p: 0.25 }}
          checked={atividade.concluida}
          onChange={(event) => onComplete(event.target.checked)}
          slotProps={{ input: { 'aria-label': `${atividade.concluida ? 'Reabrir' : 'Concluir'} ${atividade.titulo}` } }}
        />
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip size="small" label={tipoLabel(atividade.tipo)} />
          <Typography
            variant="body2"
            sx={{ fontWeight: 500, overflowWrap: 'anywhere', textDecoration: atividade.concluida ? 'line-through' : undefined }}
          >
            {atividade.titulo}
          </Typography>
          {atividade.interna && <Chip size="small" variant="outlined" label="Interna" />}
        </Stack>
        {atividade.descricao && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {atividade.descricao}
          </Typography>
        )}
        <Typography variant="caption" color={overdue ? 'error' : 'text.secondary'}>
          {atividade.vence_em ? `${overdue ? 'Atrasada · vence' : 'Vence'} ${formatDateTime(atividade.vence_em)} · ` : ''}
          {atividade.concluida && atividade.concluida_em ? `Concluída ${formatDateTime(atividade.concluida_em)} · ` : ''}
          Registrada {formatDateTime(atividade.created_at)}
        </Typography>
      </Box>
      {canEdit && <LineAction verb="Editar" Icon={EditOutlined} titulo={atividade.titulo} onClick={onEdit} />}
      {canDelete && <LineAction verb="Excluir" Icon={DeleteOutline} titulo={atividade.titulo} onClick={onRemove} />}
    </Stack>
  );
}

type LineActionProps = { verb: string; Icon: SvgIconComponent; titulo: string; onClick: () => void };

/** A line's small icon button: its verb as tooltip and, with the activity's title, as its name. */
function LineAction({ verb, Icon, titulo, onClick }: LineActionProps) {
  return (
    <Tooltip title={verb}>
      <IconButton size="small" aria-label={`${verb} ${titulo}`} onClick={onClick}>
        <Icon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
