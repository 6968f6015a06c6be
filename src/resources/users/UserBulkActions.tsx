// What an administrator does to the selected users at once. The own row is never selectable.
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import DoNotDisturbOn from '@mui/icons-material/DoNotDisturbOn';
import { BulkDeleteButton, BulkUpdateButton } from 'react-admin';

export const UserBulkActions = () => (
  <>
    <BulkUpdateButton label="Ativar" data={{ is_active: true }} icon={<CheckCircleOutline />} mutationMode="pessimistic" />
    <BulkUpdateButton label="Inativar" data={{ is_active: false }} icon={<DoNotDisturbOn />} mutationMode="pessimistic" />
    <BulkDeleteButton mutationMode="pessimistic" />
  </>
);
