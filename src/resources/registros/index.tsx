// The deal registrations' portal parts (common/resources/registros.ts): the kit's list with the days an
// approved registration has left, the 'Registrar empresa' form (the razão social from the registry) and
// the record's page (the staff's review: the conflict side by side, approve, reject, extend).
import { DataTable, type RaRecord } from 'react-admin';
import { lazyScreen } from '../../layout/lazyScreen';
import type { PortalParts } from '../kit/resourceViews';
import { diasText } from './diasText';

const RegistroCreate = lazyScreen(() => import('./RegistroCreate'));
const RegistroShow = lazyScreen(() => import('./RegistroShow'));

export const registrosPortal: PortalParts = {
  pages: { create: <RegistroCreate />, show: <RegistroShow /> },
  listColumns: () => [
    <DataTable.Col key="dias_restantes" source="dias_restantes" label="Dias restantes" disableSort render={(record: RaRecord) => diasText({ estado: record.estado, valido_ate: record.valido_ate })} />,
  ],
};
