// The rows of the Registry sync dialog: each person field a sync can write, its label, and how its
// current value and the registry's value read on screen.
import { REGISTRY_FIELDS, registryValues, type RegistryData, type RegistryField } from '../../../../common/registry';
import { formatDate } from '../../../i18n/format';
import type { Person } from '../types';

export const registryFieldLabels: Record<RegistryField, string> = {
  name: 'Razão Social',
  data_abertura: 'Data de abertura',
  situacao_cadastral: 'Situação cadastral',
  cnae_main: 'CNAE principal',
  cnae_main_description: 'Descrição do CNAE principal',
  cnae_secondary: 'CNAEs secundários',
};

export type RegistryRow = { field: RegistryField; label: string; current: string; registry: string };

const shown = (field: RegistryField, value: string | null | undefined) => {
  if (!value) return '—';
  if (field === 'data_abertura') return formatDate(value);
  if (field === 'cnae_secondary') return value.split(';').join('; ');
  return value;
};

export function registryRows(person: Person, data: RegistryData): RegistryRow[] {
  const values = registryValues(data);
  return REGISTRY_FIELDS.map((field) => ({
    field,
    label: registryFieldLabels[field],
    current: shown(field, person[field]),
    registry: shown(field, values[field]),
  }));
}
