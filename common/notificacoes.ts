// The notification events: one line each, with its pt-BR label (what 'Meu perfil' shows beside its two
// switches) and its defaults. `notify()` (server/features/notificacoes/notify.ts) takes an event by its key; a user's
// preferences (GET/PUT /users/me/notificacoes) override the defaults of the events that are `optional`.
// Adding an event is one line here and one notify() call where it happens.
import { z } from 'zod';
import { apiTimestamp, idRow } from './resources/apiValues';

export type NotificationEvent = {
  /** What 'Meu perfil' calls it. */
  label: string;
  /** Shown in the portal (the bell) unless the user turns it off. */
  inApp: boolean;
  /** Sent by e-mail unless the user turns it off. */
  email: boolean;
  /** false: the user cannot turn it off (a refused sign-up's e-mail); 'Meu perfil' does not list it. */
  optional?: false;
};

export const NOTIFICATION_EVENTS = {
  oportunidade_estagio: { label: 'Uma oportunidade minha mudou de estágio', inApp: true, email: false },
  oportunidade_resultado: { label: 'Uma oportunidade minha foi ganha ou perdida', inApp: true, email: true },
  tarefa_atribuida: { label: 'Uma tarefa foi atribuída a mim', inApp: true, email: true },
  // The daily digest (server/features/atividades/digest.ts) is the e-mail of this one.
  tarefa_vencendo: { label: 'Tenho tarefas para hoje ou atrasadas', inApp: true, email: false },
  cadastro_pendente: { label: 'Um cadastro aguarda aprovação', inApp: true, email: true },
  cadastro_recusado: { label: 'Meu cadastro foi recusado', inApp: false, email: true, optional: false },
  registro_criado: { label: 'Um registro de oportunidade foi criado', inApp: true, email: false },
  registro_decidido: { label: 'Um registro de oportunidade meu foi aprovado ou rejeitado', inApp: true, email: true },
  registro_expirando: { label: 'Um registro de oportunidade meu vence em 7 dias', inApp: true, email: true },
  extrato_fechado: { label: 'O extrato de comissões de um mês meu foi fechado', inApp: true, email: true },
} as const satisfies Record<string, NotificationEvent>;

export type NotificationEventName = keyof typeof NOTIFICATION_EVENTS;
export const notificationEventNames = Object.keys(NOTIFICATION_EVENTS) as NotificationEventName[];
/** The events a user chooses for itself, in the catalogue's order. */
export const optionalEventNames = notificationEventNames.filter(
  (name) => (NOTIFICATION_EVENTS[name] as NotificationEvent).optional !== false,
);

/** One event's choice, as GET /users/me/notificacoes answers it and PUT takes it. */
export const preferenceSchema = z.object({
  evento: z.enum(optionalEventNames as [NotificationEventName, ...NotificationEventName[]], {
    error: `Evento inválido. Use um destes: ${optionalEventNames.join(', ')}.`,
  }),
  no_app: z.boolean({ error: 'No portal deve ser verdadeiro ou falso' }),
  por_email: z.boolean({ error: 'Por e-mail deve ser verdadeiro ou falso' }),
});
export const preferencesAnswer = z.object({
  preferencias: z.array(preferenceSchema.extend({ label: z.string() })),
});
export const preferencesBody = z.object({
  preferencias: z.array(preferenceSchema, { error: 'Informe as preferências' }).max(optionalEventNames.length * 2),
});
export type NotificationPreference = z.infer<typeof preferenceSchema>;

/** A notification as the API and the stream answer it. */
export const notificacaoRow = idRow({
  evento: z.string(),
  titulo: z.string(),
  texto: z.string().nullable(),
  link: z.string().nullable(),
  lida_em: apiTimestamp.nullable(),
  created_at: apiTimestamp,
});
