import polyglotI18nProvider from 'ra-i18n-polyglot';
import portuguese from 'ra-language-portuguese';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { portalMessages } from './messages';
import { raCompletion } from './raCompletion';

export const ptBR = mergeTranslations(portuguese, raCompletion, portalMessages);

/** A pt-BR provider over the portal's words and, for the console, more (src/i18n/console.ts). */
export const ptBRProvider = (catalogue: TranslationMessages = ptBR) =>
  polyglotI18nProvider(() => catalogue, 'pt-BR', [{ locale: 'pt-BR', name: 'Português' }], { allowMissing: true });

/** The public pages' provider. */
export const i18nProvider = ptBRProvider();
