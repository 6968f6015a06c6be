// The dashboard's charts: the open pipeline by stage, won revenue by month (12 months), the
// opportunities created in the period by thesis, the 10 partners with the most won revenue, and the open
// opportunities expected to close in each of the next 6 months.
import { Grid } from '@mui/material';
import type { ComponentProps } from 'react';
import type { Dashboard } from '../../dataProvider/dashboard';
import { formatMonth } from '../../i18n/format';
import { BarsChart } from './charts/BarsChart';

const chartsOf = (dashboard: Dashboard): ComponentProps<typeof BarsChart>[] => [
  {
    title: 'Receita por estágio',
    category: 'Estágio',
    measure: 'receita_esperada',
    bars: dashboard.by_stage.map((stage) => ({ ...stage, label: stage.name })),
  },
  {
    title: 'Receita ganha por mês',
    category: 'Mês',
    measure: 'receita_esperada',
    layout: 'vertical',
    bars: dashboard.won_by_month.map((month) => ({ ...month, label: formatMonth(month.month) })),
  },
  {
    title: 'Oportunidades por tese',
    category: 'Tese',
    measure: 'count',
    bars: dashboard.by_tese.map((thesis) => ({ ...thesis, label: thesis.name })),
  },
  {
    title: 'Maiores parceiros por receita ganha',
    category: 'Parceiro',
    measure: 'receita_esperada',
    bars: dashboard.top_partners.map((partner) => ({ ...partner, label: partner.name })),
  },
  {
    title: 'Fechamento previsto por mês',
    category: 'Mês',
    measure: 'receita_esperada',
    layout: 'vertical',
    bars: dashboard.closing_by_month.map((month) => ({
      label: formatMonth(month.month),
      count: month.count,
      receita_esperada: Number(month.receita_esperada),
    })),
  },
];

export const Charts = ({ dashboard }: { dashboard: Dashboard }) => (
  <Grid container spacing={2}>
    {chartsOf(dashboard).map((chart) => (
      <Grid key={chart.title} size={{ xs: 12, lg: 6 }}>
        <BarsChart {...chart} />
      </Grid>
    ))}
  </Grid>
);
