// The KPI cards: the open pipeline, what was won in the period, the conversion rate, the average days
// to win, the fees the open pipeline should bring and its revenue weighted by probability ('Previsão
// ponderada', exact decimal text from the API). Each card is a region named by its title.
import { Card, CardContent, Grid, Typography } from '@mui/material';
import type { Dashboard } from '../../dataProvider/dashboard';
import { formatMoney, formatMoneyText } from '../../i18n/format';

const count = new Intl.NumberFormat('pt-BR');
const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });
const days = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** "1 ganha", "2 ganhas": the count with its word in the singular or plural. */
const counted = (n: number, one: string, many: string) => `${count.format(n)} ${n === 1 ? one : many}`;
const opportunities = (n: number) => counted(n, 'oportunidade', 'oportunidades');

/**
 * The value's size: the theme's h5 while it fits, smaller for a long amount in a narrow card (a digit is
 * about 0.6 em wide; cqi is a hundredth of the card's width), so it stays on one line: never cut at the
 * card's edge nor broken mid-number.
 */
const fitted = (text: string) => `min(1.5rem, ${(150 / Math.max(text.length, 1)).toFixed(1)}cqi)`;

const Kpi = ({ title, value, detail }: { title: string; value: string; detail: string }) => (
  <Grid size={{ xs: 12, sm: 6, lg: 'grow' }}>
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent sx={{ containerType: 'inline-size' }}>
        <Typography variant="body2" color="text.secondary" component="h2">
          {title}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 600, my: 0.5, whiteSpace: 'nowrap', fontSize: fitted(value) }}>
          {value}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
      </CardContent>
    </Card>
  </Grid>
);

type Props = { kpis: Dashboard['kpis']; weightedForecast: Dashboard['weighted_forecast']; comissoes?: Dashboard['comissoes'] };

export const KpiCards = ({ kpis, weightedForecast, comissoes }: Props) => (
  <Grid container spacing={2}>
    <Kpi title="Pipeline aberto" value={formatMoney(kpis.open_value)} detail={opportunities(kpis.open_count)} />
    <Kpi title="Ganhos no período" value={formatMoney(kpis.won_value)} detail={opportunities(kpis.won_count)} />
    <Kpi
      title="Taxa de conversão"
      value={kpis.conversion_rate === null ? '—' : percent.format(kpis.conversion_rate)}
      detail={`${counted(kpis.won_count, 'ganha', 'ganhas')}, ${counted(kpis.lost_count, 'perdida', 'perdidas')}`}
    />
    <Kpi
      title="Tempo médio até o ganho"
      value={kpis.avg_days_to_win === null ? '—' : `${days.format(kpis.avg_days_to_win)} dias`}
      detail="da criação ao ganho"
    />
    <Kpi title="Honorários previstos" value={formatMoney(kpis.expected_fees)} detail="receita × honorários do pipeline aberto" />
    <Kpi title="Previsão ponderada" value={formatMoneyText(weightedForecast)} detail="receita × probabilidade do pipeline aberto" />
    {comissoes && (
      <>
        <Kpi title="Comissões a pagar" value={formatMoneyText(comissoes.a_pagar)} detail="dos parceiros, por recebimentos" />
        <Kpi title="Pagas no mês" value={formatMoneyText(comissoes.pagas_no_mes)} detail="comissões pagas em lotes este mês" />
      </>
    )}
  </Grid>
);
