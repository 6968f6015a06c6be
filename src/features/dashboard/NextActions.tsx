// 'Minhas próximas ações': the user's open opportunities nobody changed in 30 days, oldest change first,
// each a link to its detail page.
import { Card, CardContent, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { stageLabels, labelOf } from '../../../common/enums';
import type { Oportunidade } from '../../dataProvider/oportunidades';
import { formatDate, formatMoney } from '../../i18n/format';
import { detailUrl } from '../oportunidades/public';

type Stale = Oportunidade & { updated_at?: string };

export const NextActions = ({ stale }: { stale: Stale[] }) => (
  <Card component="section" aria-label="Minhas próximas ações">
    <CardContent>
      <Typography variant="h6" component="h2">
        Minhas próximas ações
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Oportunidades abertas sem alteração há mais de 30 dias.
      </Typography>
      {stale.length === 0 ? (
        <Typography sx={{ mt: 2 }}>Nenhuma oportunidade parada. Bom trabalho!</Typography>
      ) : (
        <List dense>
          {stale.map((oportunidade) => (
            <ListItemButton key={oportunidade.id} component={Link} to={detailUrl(oportunidade.id)}>
              <ListItemText
                primary={oportunidade.titulo}
                secondary={[
                  oportunidade.cliente_nome ?? 'Sem cliente',
                  labelOf(stageLabels, oportunidade.estagio),
                  formatMoney(oportunidade.receita_esperada),
                  `última alteração em ${formatDate(oportunidade.updated_at)}`,
                ].join(' · ')}
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </CardContent>
  </Card>
);
