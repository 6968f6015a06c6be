// The console's catalogue: the portal's words plus every declared resource's name and field labels.
import { mergeTranslations } from 'react-admin';
import { z } from 'zod';
import { declaredMessages } from './declaredMessages';
import { ptBR, ptBRProvider } from './';

// A form checks the declarations' zod schemas (src/ui/kit/fieldResolver.ts, recordEdit.ts): an issue whose
// schema gives no message of its own is zod's, in Portuguese as the API's (server/app.ts), not in English.
z.config(z.locales.ptBR());

export const consoleI18nProvider = ptBRProvider(mergeTranslations(ptBR, declaredMessages));
