// 'Comissões por mês': forecast, due and paid commissions of each month as stacked columns, drawn like
// the dashboard's charts (ChartCard: the drawing for the eye, the same figures as a table for screen
// readers). Amounts arrive as exact decimal texts; only the drawing reads them as numbers.
import { BarChart } from '@mui/x-charts/BarChart';
import type { Desempenho } from '../../dataProvider/comissoes';
import { formatMoneyCompact, formatMoneyText } from '../../i18n/format';
import { formatMonth } from '../../i18n/format';
import { ChartCard } from '../dashboard/public';

const SERIES = [
  { key: 'prevista', label: 'Previstas' },
  { key: 'a_pagar', label: 'A pagar' },
  { key: 'paga', label: 'Pagas' },
] as const;

export const DESEMPENHO_CHART_TITLE = 'Comissões por mês';

export function DesempenhoChart({ meses }: { meses: Desempenho['meses'] }) {
  return (
    <ChartCard
      title={DESEMPENHO_CHART_TITLE}
      table={{
        columns: ['Mês', ...SERIES.map((serie) => serie.label)],
        rows: meses.map((month) => [formatMonth(month.competencia), ...SERIES.map((serie) => formatMoneyText(month[serie.key]))]),
      }}
    >
      <BarChart
        disableKeyboardNavigation
        height={280}
        series={SERIES.map((serie) => ({
          data: meses.map((month) => Number(month[serie.key])),
          label: serie.label,
          stack: 'comissoes',
          valueFormatter: (value: number | null) => (value === null ? '' : formatMoneyCompact(value)),
        }))}
        xAxis={[{ scaleType: 'band', data: meses.map((month) => formatMonth(month.competencia)) }]}
        yAxis={[{ valueFormatter: (value: number) => formatMoneyCompact(value), width: 90 }]}
      />
    </ChartCard>
  );
}
