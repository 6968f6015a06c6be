// Staff's side of a registration's review: what else claims its key (the other partners' registrations,
// with their state) and what the company already is (the persons of its CNPJ root and their
// opportunities, with stage and result), each linking to its record.
import { Card, CardContent, CircularProgress, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDocument } from '../../../common/documents';
import { labelOf, resultStatusLabels, stageLabels } from '../../../common/enums';
import { registroEstadoChoices, type RegistroConflito } from '../../../common/resources/registros';
import { ChoiceBadge } from '../../ui/StatusBadge';

const estado = { choices: registroEstadoChoices };

function Section({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  return (
    <section aria-label={title}>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 1 }}>
        {title}
      </Typography>
      {children.length ? <List dense>{children}</List> : <Typography variant="body2" color="text.secondary">{empty}</Typography>}
    </section>
  );
}

/** A record of the conflict: a link to it, a line about it, and its state's badge where it has one. */
function LinkedItem({ to, label, detail, badge }: { to: string; label: string; detail: string; badge?: ReactNode }) {
  return (
    <ListItem disableGutters secondaryAction={badge}>
      <ListItemText
        primary={
          <Link component={RouterLink} to={to}>
            {label}
          </Link>
        }
        secondary={detail}
      />
    </ListItem>
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
                <LinkedItem
                  key={other.id}
                  to={`/registros/${other.id}/show`}
                  label={other.parceiro_nome ?? '—'}
                  detail={`${formatDocument(other.cnpj, 'cnpj')} · ${other.razao_social}`}
                  badge={<ChoiceBadge field={estado} value={other.estado} />}
                />
              ))}
            </Section>
            <Section title="Clientes com esta raiz de CNPJ" empty="Nenhum cliente cadastrado">
              {conflito.clientes.map((cliente) => (
                <LinkedItem key={cliente.id} to={`/pessoas/${cliente.id}`} label={cliente.name} detail={formatDocument(cliente.document)} />
              ))}
            </Section>
            <Section title="Oportunidades desses clientes" empty="Nenhuma oportunidade">
              {conflito.oportunidades.map((oportunidade) => (
                <LinkedItem
                  key={oportunidade.id}
                  to={`/oportunidades/${oportunidade.id}`}
                  label={oportunidade.titulo}
                  detail={`${labelOf(stageLabels, oportunidade.estagio)} · ${labelOf(resultStatusLabels, oportunidade.status_resultado)} · Parceiro: ${oportunidade.parceiro_nome ?? '—'}`}
                />
              ))}
            </Section>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
