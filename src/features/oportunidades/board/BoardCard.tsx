// One opportunity on the board: título, cliente, receita esperada, the forecast (expected closing day and
// probability, while open), tags (2 and '+N'), executivo and a status colour. A click opens it; an open one can be dragged to another column or moved with the
// keyboard through 'Mover para…'. Won and lost opportunities stay put.
import { Box, Card, CardActionArea, Stack, Typography } from '@mui/material';
import { useDraggable } from '@dnd-kit/core';
import { useNavigate } from 'react-router-dom';
import { ActionsMenu } from '../../../ui/actions/ActionsMenu';
import { formatDate, formatMoney, formatPercent } from '../../../i18n/format';
import { statusColors } from '../../../ui/StatusBadge';
import { detailUrl } from '../listLocation';
import { TagChips, TAGS_SHOWN_IN_LIST } from '../TagChips';
import { clientName, executiveName, isOpen, statusOf, type Oportunidade } from '../types';
import type { OportunidadeEnums } from '../useOportunidadeEnums';

type Props = {
  oportunidade: Oportunidade;
  enums: OportunidadeEnums;
  onMove: (oportunidade: Oportunidade, estagio: number) => void;
};

export function BoardCard({ oportunidade, enums, onMove }: Props) {
  const navigate = useNavigate();
  const movable = isOpen(oportunidade);
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: oportunidade.id,
    data: oportunidade,
    disabled: !movable,
  });
  const status = enums.statusLabel(oportunidade.status_resultado);
  const color = statusColors[statusOf(oportunidade)];

  return (
    <Card
      ref={setNodeRef}
      variant="outlined"
      aria-label={oportunidade.titulo}
      sx={{
        borderLeft: 4,
        borderLeftColor: color ? `${color}.main` : 'divider',
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        opacity: isDragging ? 0.8 : 1,
        zIndex: isDragging ? 10 : undefined,
        position: 'relative',
        flexShrink: 0,
      }}
    >
      <Stack direction="row" alignItems="flex-start">
        <CardActionArea
          {...listeners}
          {...attributes}
          role="link"
          aria-roledescription={movable ? 'cartão arrastável' : undefined}
          aria-label={`${oportunidade.titulo} (${status})`}
          onClick={() => navigate(detailUrl(oportunidade.id))}
          sx={{ p: 1.5, cursor: movable ? 'grab' : 'pointer', touchAction: 'manipulation' }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {oportunidade.titulo}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {clientName(oportunidade)}
          </Typography>
          <Typography variant="body2" sx={{ my: 0.5 }}>
            {formatMoney(oportunidade.receita_esperada)}
          </Typography>
          {movable && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
              {oportunidade.data_prevista_fechamento ? `Previsto para ${formatDate(oportunidade.data_prevista_fechamento)} · ` : ''}
              {formatPercent(oportunidade.probabilidade)}
            </Typography>
          )}
          <TagChips tags={oportunidade.tags} max={TAGS_SHOWN_IN_LIST} />
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            {executiveName(oportunidade)} · {status}
          </Typography>
        </CardActionArea>
        {movable && (
          <Box sx={{ pt: 0.5 }}>
            <ActionsMenu
              label={`Mover para… (${oportunidade.titulo})`}
              actions={enums.stages
                .filter((stage) => stage.id !== oportunidade.estagio)
                .map((stage) => ({ label: stage.name, onClick: () => onMove(oportunidade, stage.id) }))}
            />
          </Box>
        )}
      </Stack>
    </Card>
  );
}
