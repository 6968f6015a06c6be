// The console's catalogue: the portal's words plus every declared resource's name and field labels.
import { mergeTranslations } from 'react-admin';
import { declaredMessages } from './declaredMessages';
import { ptBR, ptBRProvider } from './';

export const consoleI18nProvider = ptBRProvider(mergeTranslations(ptBR, declaredMessages));
