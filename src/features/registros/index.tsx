// The deal registrations' portal parts (common/resources/registros.ts): the list's state badge with the
// days an approved registration has left, the 'Registrar empresa' form (the razão social from the
// registry) and the record's page (the staff's review: the conflict side by side, approve, reject, extend).
import { Stack, Typography } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { registroEstadoChoices } from '../../../common/resources/registros';
import { ChoiceBadge } from '../../ui/StatusBadge';
import { lazyScreen } from '../../ui/layout/lazyScreen';
import type { PortalParts } from '../../ui/kit/resourceViews';
import { diasText } from './diasText';

const RegistroCreate = lazyScreen(() => import('./RegistroCreate'));
const RegistroShow = lazyScreen(() => import('./RegistroShow'));

/** The state's badge, and under an approved one the days it has left. */
function EstadoCell({ record }: { record: RaRecord }) {
  const days = diasText({ estado: record.estado, valido_ate: record.valido_ate });
  return (
    <Stack sx={{ alignItems: 'flex-start', gap: 0.5 }}>
      <ChoiceBadge field={{ choices: registroEstadoChoices }} value={record.estado} />
      {days === '—' ? null : (
        <Typography variant="caption" sx={{ whiteSpace: 'nowrap' }}>
          {days}
        </Typography>
      )}
    </Stack>
  );
}

export const registrosPortal: PortalParts = {
  pages: { create: <RegistroCreate />, show: <RegistroShow /> },
  list: { cells: { estado: (record) => <EstadoCell record={record} /> } },
};
