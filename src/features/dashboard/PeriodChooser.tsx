// The dashboard's controls: the period (este mês by default, este trimestre, este ano or a custom range)
// and 'Minhas', which narrows every number to the user's own opportunities.
import { Box, FormControlLabel, Stack, Switch, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { DayField, isWholeDay } from '../../ui/form/DayField';
import type { Period } from '../../dataProvider/dashboard';
import { PeriodPreset, periodPresetLabels, presetPeriod } from './period';

type Props = {
  preset: PeriodPreset;
  period: Period;
  mine: boolean;
  onChange: (next: { preset: PeriodPreset; period: Period; mine: boolean }) => void;
};

export const PeriodChooser = ({ preset, period, mine, onChange }: Props) => (
  <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }} flexWrap="wrap" useFlexGap>
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      aria-label="Período"
      value={preset}
      onChange={(_, next: PeriodPreset | null) =>
        next && onChange({ preset: next, period: next === PeriodPreset.Custom ? period : presetPeriod(next), mine })
      }
    >
      {Object.values(PeriodPreset).map((value) => (
        <ToggleButton key={value} value={value}>
          {periodPresetLabels[value]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
    {preset === PeriodPreset.Custom && (
      <Box sx={{ display: 'flex', gap: 1 }}>
        {(['from', 'to'] as const).map((edge) => (
          <DayField
            key={edge}
            size="small"
            label={edge === 'from' ? 'De' : 'Até'}
            value={period[edge]}
            onDay={(day) => isWholeDay(day) && onChange({ preset, period: { ...period, [edge]: day }, mine })}
          />
        ))}
      </Box>
    )}
    <FormControlLabel
      control={<Switch checked={mine} onChange={(event) => onChange({ preset, period, mine: event.target.checked })} />}
      label="Minhas"
    />
  </Stack>
);
