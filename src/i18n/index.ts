import polyglotI18nProvider from 'ra-i18n-polyglot';
import portuguese from 'ra-language-portuguese';
import { mergeTranslations } from 'react-admin';
import { portalMessages } from './messages';
import { raCompletion } from './raCompletion';

export const ptBR = mergeTranslations(portuguese, raCompletion, portalMessages);

export const i18nProvider = polyglotI18nProvider(() => ptBR, 'pt-BR', [{ locale: 'pt-BR', name: 'Português' }], {
  allowMissing: true,
});
