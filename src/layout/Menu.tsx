// The side menu. Entries a role may not use are hidden, from the same policy table the
// server enforces (common/policy.ts): Vínculos for roles 1 and 4, Usuários for role 1 (superusers too).
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import { Menu as RaMenu, useCanAccess } from 'react-admin';
import { DeclaredMenuItems } from '../resources/kit/resourceViews';

export const Menu = () => {
  const { canAccess: canManageLinks } = useCanAccess({ resource: 'vinculos', action: 'list' });
  const { canAccess: canManageUsers } = useCanAccess({ resource: 'admin', action: 'list' });
  return (
    <RaMenu>
      <RaMenu.Item to="/" primaryText="Inicio" leftIcon={<HomeOutlined />} />
      <RaMenu.Item to="/oportunidades/oportunidades" primaryText="Oportunidades" leftIcon={<WorkOutlineOutlined />} />
      <RaMenu.Item to="/pessoas" primaryText="Pessoas" leftIcon={<PeopleOutlined />} />
      {canManageLinks && <RaMenu.Item to="/Vinculos" primaryText="Vínculos" leftIcon={<LinkOutlined />} />}
      <RaMenu.Item to="/settings" primaryText="Configurações" leftIcon={<SettingsOutlined />} />
      {canManageUsers && <RaMenu.Item to="/admin" primaryText="Usuários" leftIcon={<AdminPanelSettingsOutlined />} />}
      <DeclaredMenuItems />
    </RaMenu>
  );
};
