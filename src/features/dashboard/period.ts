// The periods the dashboard offers, as from/to days (YYYY-MM-DD) in Brasília time, ending today.
import { companyDay } from '../../../common/days';
import type { Period } from '../../dataProvider/dashboard';

export const PeriodPreset = { Month: 'month', Quarter: 'quarter', Year: 'year', Custom: 'custom' } as const;
export type PeriodPreset = (typeof PeriodPreset)[keyof typeof PeriodPreset];

export const periodPresetLabels: Record<PeriodPreset, string> = {
  month: 'Este mês',
  quarter: 'Este trimestre',
  year: 'Este ano',
  custom: 'Personalizado',
};

/** The period of a preset, from its first day to today; Custom keeps the month until the user picks. */
export function presetPeriod(preset: PeriodPreset, today = companyDay()): Period {
  const [year, month] = today.split('-').map(Number);
  const firstMonth = preset === PeriodPreset.Year ? 1 : preset === PeriodPreset.Quarter ? month - ((month - 1) % 3) : month;
  return { from: `${year}-${String(firstMonth).padStart(2, '0')}-01`, to: today };
}
