// The 'Auditoria' screen: a portal-only resource over GET /auditoria/ (common/policy.ts: auditoria.list).
import { lazyScreen } from '../../ui/layout/lazyScreen';
import type { ResourceProps } from 'react-admin';

const AuditList = lazyScreen(() => import('./AuditList'));

export const auditoria: ResourceProps = { name: 'auditoria', list: <AuditList /> };
