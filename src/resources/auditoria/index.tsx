// The 'Auditoria' screen: a portal-only resource over GET /auditoria/ (common/policy.ts: auditoria.list).
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

const AuditList = lazy(() => import('./AuditList'));

export const auditoria: ResourceProps = { name: 'auditoria', list: <AuditList /> };
