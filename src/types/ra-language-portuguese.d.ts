declare module 'ra-language-portuguese' {
  import type { TranslationMessages } from 'react-admin';
  const messages: TranslationMessages;
  export default messages;
}
