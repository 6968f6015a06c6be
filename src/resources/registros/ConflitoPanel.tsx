// Staff's side of a registration's review: what else claims its key (the other partners' registrations,
// with their state) and what the company already is (the persons of its CNPJ root and their
// opportunities, with stage and result), each linking to its record.
import { Card, CardContent, CircularProgress, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { formatDocument } from '../../../common/documents';
import { labelOf, resultStatusLabels, stageLabels } from '../../../common/enums';
import { registros, type RegistroConflito } from '../../../common/resources/registros';
import { ChoiceBadge } from '../../components/StatusBadge';

const estado = registros.fields.estado!;

function Section({ title, empty, children }: { title: string; empty: string; children: React.ReactNode[] }) {
  return (
    <section aria-label={title}>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 1 }}>
        {title}
      </Typography>
      {children.length ? <List dense>{children}</List> : <Typography variant="body2" color="text.secondary">{empty}</Typography>}
    </section>
  );
}

export function ConflitoPanel({ conflito, loading }: { conflito?: RegistroConflito; loading: boolean }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          Conflito
        </Typography>
        {loading || !conflito ? (
          <CircularProgress size={24} aria-label="Carregando" />
        ) : (
          <Stack>
            <Section title="Outros registros desta empresa para a tese" empty="Nenhum outro registro">
              {conflito.concorrentes.map((other) => (
                <ListItem key={other.id} disableGutters secondaryAction={<ChoiceBadge field={estado} value={other.estado} />}>
                  <ListItemText
                    primary={
                      <Link component={RouterLink} to={`/registros/${other.id}/show`}>
                        {other.parceiro_nome ?? '—'}
                      </Link>
                    }
                    secondary={`${formatDocument(other.cnpj, 'cnpj')} · ${other.razao_social}`}
                  />
                </ListItem>
              ))}
            </Section>
            <Section title="Clientes com esta raiz de CNPJ" empty="Nenhum cliente cadastrado">
              {conflito.clientes.map((cliente) => (
                <ListItem key={cliente.id} disableGutters>
                  <ListItemText
                    primary={
                      <Link component={RouterLink} to={`/pessoas/${cliente.id}`}>
                        {cliente.name}
                      </Link>
                    }
                    secondary={formatDocument(cliente.document)}
                  />
                </ListItem>
              ))}
            </Section>
            <Section title="Oportunidades desses clientes" empty="Nenhuma oportunidade">
              {conflito.oportunidades.map((oportunidade) => (
                <ListItem key={oportunidade.id} disableGutters>
                  <ListItemText
                    primary={
                      <Link component={RouterLink} to={`/oportunidades/${oportunidade.id}`}>
                        {oportunidade.titulo}
                      </Link>
                    }
                    secondary={`${labelOf(stageLabels, oportunidade.estagio)} · ${labelOf(resultStatusLabels, oportunidade.status_resultado)} · Parceiro: ${oportunidade.parceiro_nome ?? '—'}`}
                  />
                </ListItem>
              ))}
            </Section>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
