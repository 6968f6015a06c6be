// One bar per category (a stage, a month, a thesis, a partner), measuring revenue or the number of
// opportunities; its table fallback lists both for every category.
import { BarChart } from '@mui/x-charts/BarChart';
import { formatMoney, formatMoneyCompact } from '../../../i18n/format';
import { ChartCard } from './ChartCard';

export type Bar = { label: string; count: number; receita_esperada: number };

const count = new Intl.NumberFormat('pt-BR');
/** Half the widest compact amount ('R$ 999,9 mil') and a little more, in px. */
const VALUE_LABEL_ROOM = 48;

type Props = {
  title: string;
  /** The table's first column: 'Estágio', 'Mês', ... */
  category: string;
  bars: Bar[];
  measure: 'receita_esperada' | 'count';
  /** Long names read better as rows (horizontal bars); months as columns. */
  layout?: 'horizontal' | 'vertical';
};

export const BarsChart = ({ title, category, bars, measure, layout = 'horizontal' }: Props) => {
  const format = (value: number | null) =>
    value === null ? '' : measure === 'count' ? count.format(value) : formatMoney(value);
  const band = { scaleType: 'band' as const, data: bars.map((bar) => bar.label) };
  // The value axis: amounts rounded to fit ('R$ 2 mi', not 'R$ 2.000.000,00' cut at the edge), counts
  // in whole opportunities (no 0,2 / 0,4 ticks when a partner has one or two).
  const values =
    measure === 'count'
      ? { valueFormatter: (value: number) => count.format(value), tickMinStep: 1, tickInterval: (value: number) => Number.isInteger(value) }
      : { valueFormatter: (value: number) => formatMoneyCompact(value) };
  const horizontal = layout === 'horizontal';
  return (
    <ChartCard
      title={title}
      table={{
        columns: [category, 'Oportunidades', 'Receita esperada'],
        rows: bars.map((bar) => [bar.label, count.format(bar.count), formatMoney(bar.receita_esperada)]),
      }}
    >
      <BarChart
        // The drawing is hidden from screen readers (ChartCard.tsx gives them a table), so it must not
        // take keyboard focus either: a focusable element nobody is told about.
        disableKeyboardNavigation
        layout={layout}
        height={horizontal ? Math.max(160, 36 * bars.length + 40) : 280}
        hideLegend
        // Room at the right for the value axis' last tick, centred on the drawing's edge: with MUI's 20 px
        // its label had 40 px and was cut to 'R$…' ('R$ 500 mil' takes about 65).
        margin={horizontal ? { right: VALUE_LABEL_ROOM } : undefined}
        series={[
          {
            data: bars.map((bar) => bar[measure]),
            label: measure === 'count' ? 'Oportunidades' : 'Receita esperada',
            valueFormatter: format,
          },
        ]}
        xAxis={[horizontal ? values : band]}
        yAxis={[horizontal ? { ...band, width: 150 } : { ...values, width: 90 }]}
      />
    </ChartCard>
  );
};
