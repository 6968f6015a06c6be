// The opportunities list's built-in views, offered to everyone under 'Visualizações'.
import { ResultStatus } from '../../../common/enums';
import type { BuiltInView } from '../../ui/list';
import { PeriodPreset, presetPeriod } from '../dashboard/public';

export const builtInViews: readonly BuiltInView[] = [
  /** The dashboard's 'Minhas' (server/features/dashboard/mine.ts): sold, worked on, created or partnered by me. */
  { name: 'Minhas oportunidades', search: () => ({ mine: 'true' }) },
  {
    name: 'Ganhas este mês',
    search: () => {
      const month = presetPeriod(PeriodPreset.Month);
      return { status_resultado: String(ResultStatus.Won), fechado_de: month.from, fechado_ate: month.to };
    },
  },
];
