// The rows of the Registry sync dialog: each person field a sync can write, its label, and how its
// current value and the registry's value read on screen.
import { REGISTRY_FIELDS, type RegistryData, type RegistryField } from '../../../dataProvider/integrations';
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

/** The values a sync would store, as the server derives them from the registry answer. */
export function registryValues(data: RegistryData): Record<RegistryField, string | null> {
  const [place] = data.estabelecimentos;
  return {
    name: data.empresa.razao_social,
    data_abertura: place?.data_inicio_atividade ?? null,
    situacao_cadastral: place?.situacao_cadastral_descricao ?? null,
    cnae_main: place?.cnae_fiscal_principal ?? null,
    cnae_main_description: place?.cnae_principal_descricao ?? null,
    cnae_secondary: data.cnaes_secundarios.map((cnae) => cnae.codigo).join(';') || null,
  };
}

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
