// 'Minhas tarefas' on the home page: the caller's open tasks (GET /atividades?mine=true&tipo=4&concluida=false)
// due within the next 7 days or overdue, in three groups: overdue (in red), today, next 7 days. One click
// completes a task; each links to its opportunity or person.
import { Alert, Box, Card, CardContent, Checkbox, Link as MuiLink, List, ListItem, Stack, Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import { Link } from 'react-router-dom';
import { AtividadeTipo } from '../../../common/enums';
import { formatDateTime } from '../../i18n/format';
import type { Atividade } from './types';
import { useCompleteTask } from './useCompleteTask';

const DAYS_AHEAD = 7;
const TASKS_LIMIT = 100;

/** The calendar day (yyyy-mm-dd, the browser's time) `days` from today. */
const dayFromToday = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

const startOfTomorrow = () => {
  const date = new Date();
  date.setHours(24, 0, 0, 0);
  return date.getTime();
};

const linkOf = (task: Atividade) =>
  task.oportunidade_id != null ? `/oportunidades/${task.oportunidade_id}` : task.pessoa_id != null ? `/pessoas/${task.pessoa_id}` : null;

export function MinhasTarefas() {
  const { data = [], isPending, error, refetch } = useGetList<Atividade>('atividades', {
    filter: { mine: true, tipo: AtividadeTipo.Tarefa, concluida: false, vence_ate: dayFromToday(DAYS_AHEAD) },
    pagination: { page: 1, perPage: TASKS_LIMIT },
  });
  const now = Date.now();
  const tomorrow = startOfTomorrow();
  const due = (task: Atividade) => new Date(task.vence_em ?? 0).getTime();
  const groups = [
    { title: 'Atrasadas', tasks: data.filter((task) => due(task) < now), overdue: true },
    { title: 'Hoje', tasks: data.filter((task) => due(task) >= now && due(task) < tomorrow), overdue: false },
    { title: `Próximos ${DAYS_AHEAD} dias`, tasks: data.filter((task) => due(task) >= tomorrow), overdue: false },
  ];
  const complete = useCompleteTask(refetch);

  return (
    <Card component="section" aria-label="Minhas tarefas">
      <CardContent>
        <Typography variant="h6" component="h2">
          Minhas tarefas
        </Typography>
        {error ? (
          <Alert severity="error">Erro ao carregar as tarefas.</Alert>
        ) : isPending ? (
          <Typography role="status">Carregando tarefas...</Typography>
        ) : data.length === 0 ? (
          <Typography sx={{ mt: 2 }}>Nenhuma tarefa para os próximos dias.</Typography>
        ) : (
          <Stack spacing={1} sx={{ mt: 1 }}>
            {groups
              .filter((group) => group.tasks.length > 0)
              .map((group) => (
                <Box key={group.title} component="section" aria-label={group.title}>
                  <Typography variant="subtitle2" component="h3" color={group.overdue ? 'error' : undefined}>
                    {group.title} ({group.tasks.length})
                  </Typography>
                  <List dense disablePadding>
                    {group.tasks.map((task) => {
                      const to = linkOf(task);
                      return (
                        <ListItem key={task.id} disableGutters>
                          <Checkbox
                            size="small"
                            onChange={() => void complete(task, true)}
                            slotProps={{ input: { 'aria-label': `Concluir ${task.titulo}` } }}
                          />
                          <Box>
                            {to ? (
                              <MuiLink component={Link} to={to} color={group.overdue ? 'error' : 'inherit'}>
                                {task.titulo}
                              </MuiLink>
                            ) : (
                              <Typography>{task.titulo}</Typography>
                            )}
                            <Typography variant="caption" component="div" color={group.overdue ? 'error' : 'text.secondary'}>
                              Vence {formatDateTime(task.vence_em)}
                            </Typography>
                          </Box>
                        </ListItem>
                      );
                    })}
                  </List>
                </Box>
              ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
