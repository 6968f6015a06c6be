// The 'Quadro' view of /oportunidades/oportunidades: one column per stage in pipeline order holding the
// open opportunities, then the won and the lost in lanes of their own (folded until opened), for the
// list's own filters (the stage filter aside: the columns are the stages). Headers come from
// GET /oportunidades/pipeline, counted by the server over the whole filter: a stage column's count and sum
// are the dashboard's 'Receita por estágio' (open opportunities). Any column folds, and stays folded for
// that user. On a phone the board scrolls sideways a column at a time.
import { Box } from '@mui/material';
import { DndContext, MouseSensor, TouchSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext } from 'react-admin';
import { ResultStatus } from '../../../../common/enums';
import { ListLoadError } from '../../../ui/list';
import type { PortalDataProvider } from '../../../dataProvider';
import type { Oportunidade } from '../types';
import { useOportunidadeEnums } from '../useOportunidadeEnums';
import { BoardColumn } from './BoardColumn';
import { BOARD_LANES, useFoldedColumns, withStatus } from './boardLanes';
import { useMoveOportunidade } from './useMoveOportunidade';

export function PipelineBoard() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const enums = useOportunidadeEnums();
  const { filterValues } = useListContext();
  const { estagio: _stage, ...filter } = filterValues;
  // A refused filter (e.g. a day range ending before it starts) stays refused: no retry, say why.
  const { data: pipeline, error } = useQuery({
    queryKey: ['oportunidades', 'pipeline', filter],
    queryFn: () => dataProvider.getPipeline(filter),
    retry: false,
  });
  // After a 401, react-admin's dataProvider proxy logs out and answers {data: {}} instead of failing.
  const stages = Array.isArray(pipeline?.open) ? pipeline.open : [];
  const { isFolded, toggle } = useFoldedColumns();
  const openFilter = withStatus(filter, ResultStatus.Open);
  const { move, winConfirm } = useMoveOportunidade();
  // A small move or a short press is still a click (it opens the opportunity); touch waits so the board
  // can scroll.
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) move(active.data.current as Oportunidade, Number(over.id));
  };
  if (error) return <ListLoadError error={error} />;
  // The stages (a card dropped on one moves there), then the won and the lost (which take no drop).
  const columns = [
    ...stages.map((stage) => ({
      key: stage.estagio,
      name: stage.name,
      totals: stage,
      filter: openFilter && { ...openFilter, estagio: stage.estagio },
      dropStage: stage.estagio,
    })),
    ...(pipeline?.won
      ? BOARD_LANES.map((lane) => ({
          key: lane.key,
          name: lane.name,
          totals: pipeline[lane.key],
          filter: withStatus(filter, lane.status),
        }))
      : []),
  ];

  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      <Box
        role="list"
        aria-label="Quadro de oportunidades"
        sx={{ display: 'flex', gap: 1.5, overflowX: 'auto', scrollSnapType: 'x mandatory', pb: 1, alignItems: 'flex-start' }}
      >
        {columns.map(({ key, ...column }) => (
          <Box role="listitem" key={key}>
            <BoardColumn {...column} enums={enums} onMove={move} folded={isFolded(key)} onToggleFold={() => toggle(key)} />
          </Box>
        ))}
      </Box>
      {winConfirm}
    </DndContext>
  );
}
