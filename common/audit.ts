// The audit trail's vocabulary, shared by the server (which writes and filters it) and the portal (which
// names it in Portuguese on the 'Auditoria' screen).

/** What an entry records. Writes come from the database triggers; the others from server/platform/audit/record.ts. */
export const AuditAction = {
  Create: 'create',
  Update: 'update',
  Delete: 'delete',
  Export: 'export',
  Reveal: 'reveal',
  Report: 'report',
  Anonymize: 'anonymize',
  Login: 'login',
  LoginFailed: 'login_failed',
  Logout: 'logout',
  PasswordChange: 'password_change',
  PasswordReset: 'password_reset',
  MfaChange: 'mfa_change',
  SessionEnd: 'session_end',
  /** A request refused by a limit that guards personal data (the document checks' budget, the import row cap). */
  LimitRefused: 'limit_refused',
} as const;
export type AuditAction = (typeof AuditAction)[keyof typeof AuditAction];
export const AUDIT_ACTIONS = Object.values(AuditAction) as [AuditAction, ...AuditAction[]];

/** The actions as the 'Auditoria' screen names them. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Criação',
  update: 'Alteração',
  delete: 'Exclusão',
  export: 'Exportação',
  reveal: 'Visualização de dado protegido',
  report: 'Relatório LGPD',
  anonymize: 'Anonimização',
  login: 'Login',
  login_failed: 'Login recusado',
  logout: 'Logout',
  password_change: 'Troca de senha',
  password_reset: 'Redefinição de senha',
  mfa_change: 'Alteração de dois fatores',
  session_end: 'Sessão encerrada',
  limit_refused: 'Recusa por limite',
};

/** The audited resources as the screen names them. */
export const AUDIT_RESOURCE_LABELS: Record<string, string> = {
  persons: 'Pessoas',
  addresses: 'Endereços',
  contacts: 'Contatos',
  bank_accounts: 'Contas bancárias',
  oportunidades: 'Oportunidades',
  oportunidade_tags: 'Etiquetas de oportunidade',
  anexos: 'Documentos',
  tags: 'Etiquetas',
  users: 'Usuários',
  vinculos: 'Vínculos',
  teses: 'Teses',
  comissoes: 'Comissões',
  comissao_termos: 'Comissão do parceiro',
  recebimentos: 'Recebimentos',
  comissao_lotes: 'Lotes de pagamento',
  auditoria: 'Auditoria',
  session: 'Sessão',
};

/** The minimum retention (days) of AUDIT_RETENTION_DAYS: the Marco Civil's six months of access logs. */
export const MIN_AUDIT_RETENTION_DAYS = 180;
export const DEFAULT_AUDIT_RETENTION_DAYS = 1825;
