// The caller's notifications (server/features/notificacoes/): the bell's list and count, marking read, the
// per-event preferences of 'Meu perfil'.
import { httpClient } from './httpClient';

export type Notificacao = {
  id: number;
  evento: string;
  titulo: string;
  texto: string | null;
  link: string | null;
  lida_em: string | null;
  created_at: string;
};
export type NotificacaoPage = { data: Notificacao[]; count: number; nao_lidas: number };
export type NotificationPreference = { evento: string; label: string; no_app: boolean; por_email: boolean };

export const notificacaoMethods = {
  getNotificacoes: (query: { nao_lidas?: boolean; limit?: number } = {}) =>
    httpClient<NotificacaoPage>('notificacoes/', { query }),
  markNotificacaoRead: (id: number) => httpClient<Notificacao>(`notificacoes/${id}/lida`, { method: 'POST' }),
  markAllNotificacoesRead: () => httpClient<{ lidas: number; nao_lidas: number }>('notificacoes/lidas', { method: 'POST' }),
  getNotificationPreferences: () =>
    httpClient<{ preferencias: NotificationPreference[] }>('users/me/notificacoes'),
  saveNotificationPreferences: (preferencias: Omit<NotificationPreference, 'label'>[]) =>
    httpClient<{ preferencias: NotificationPreference[] }>('users/me/notificacoes', { method: 'PUT', body: { preferencias } }),
};
