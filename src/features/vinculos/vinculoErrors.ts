import { errorMessage } from '../../ui/toast/useToast';
import { ApiError, messageOf } from '../../dataProvider/httpClient';

export const CREATE_LINK_FALLBACK = 'Erro ao criar vínculo';

/** A failed link shows the server's detail or message, else 'Erro ao criar vínculo'. */
export function createVinculoErrorMessage(error: unknown): string {
  const fromServer = messageOf((error as { body?: unknown } | null)?.body, '');
  if (fromServer) return fromServer;
  // An answer that gave no reason; a request that got no answer keeps its own message.
  if (error instanceof ApiError && error.status > 0) return CREATE_LINK_FALLBACK;
  return errorMessage(error, CREATE_LINK_FALLBACK);
}
