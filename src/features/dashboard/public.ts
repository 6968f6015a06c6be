// What other features may use of src/features/dashboard/: its public entry. The ESLint boundary rule
// (eslint.config.js) lets a feature import another only through this file.
export { ChartCard } from './charts/ChartCard';
export { PeriodPreset, presetPeriod } from './period';
