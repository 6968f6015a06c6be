// The side menu: 'Inicio', the daily work, 'Configurações', then administration. The resources' entries
// come from their declarations (common/resources/), each hidden from a role the policy table
// (common/policy.ts) does not open its screen to, the same table the server enforces.
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import type { ReactElement } from 'react';
import { Menu as RaMenu, useCanAccess } from 'react-admin';
import { declarations, routeName, type MenuIcon, type ResourceDeclaration } from '../../../common/resources';

const icons: Record<MenuIcon, ReactElement> = {
  work: <WorkOutlineOutlined />,
  people: <PeopleOutlined />,
  link: <LinkOutlined />,
  admin: <AdminPanelSettingsOutlined />,
  catalogue: <CategoryOutlined />,
};

function ResourceItem({ declaration }: { declaration: ResourceDeclaration }) {
  const route = routeName(declaration);
  // The screen's list action, which the dataProvider's path table maps to `manage` where the screen has one.
  const { canAccess } = useCanAccess({ resource: route, action: 'list' });
  const { menu, texts } = declaration;
  if (!menu || !canAccess) return null;
  return <RaMenu.Item to={menu.to ?? `/${route}`} primaryText={texts.title} leftIcon={icons[menu.icon]} />;
}

const sectionItems = (section: 'work' | 'admin') =>
  declarations
    .filter((declaration) => declaration.menu?.section === section)
    .map((declaration) => <ResourceItem key={declaration.name} declaration={declaration} />);

/** The audit trail, for those the policy opens it to (auditoria.list: administrators). */
function AuditItem() {
  const { canAccess } = useCanAccess({ resource: 'auditoria', action: 'list' });
  return canAccess ? <RaMenu.Item to="/auditoria" primaryText="Auditoria" leftIcon={<HistoryOutlined />} /> : null;
}

/** 'Meu desempenho' (/meu-desempenho): a partner's figures and statements; staff pick a partner. */
function DesempenhoItem() {
  const { canAccess } = useCanAccess({ resource: 'comissoes', action: 'statement' });
  return canAccess ? <RaMenu.Item to="/meu-desempenho" primaryText="Meu desempenho" leftIcon={<InsightsOutlined />} /> : null;
}

export const Menu = () => (
  <RaMenu>
    <RaMenu.Item to="/" primaryText="Inicio" leftIcon={<HomeOutlined />} />
    {sectionItems('work')}
    <DesempenhoItem />
    <RaMenu.Item to="/settings" primaryText="Configurações" leftIcon={<SettingsOutlined />} />
    {sectionItems('admin')}
    <AuditItem />
  </RaMenu>
);
