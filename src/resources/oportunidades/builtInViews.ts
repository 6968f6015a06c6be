// The opportunities list's built-in views, offered to everyone under 'Visualizações'.
import { ResultStatus } from '../../../common/enums';
import type { BuiltInView } from '../../components/list';
import { PeriodPreset, presetPeriod } from '../../pages/dashboard/period';

export const builtInViews: readonly BuiltInView[] = [
  /** The dashboard's 'Minhas' (server/dashboard/mine.ts): sold, worked on, created or partnered by me. */
  { name: 'Minhas oportunidades', search: () => ({ mine: 'true' }) },
  {
    name: 'Ganhas este mês',
    search: () => {
      const month = presetPeriod(PeriodPreset.Month);
      return { status_resultado: String(ResultStatus.Won), fechado_de: month.from, fechado_ate: month.to };
    },
  },
];
