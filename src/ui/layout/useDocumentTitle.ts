// The browser tab names the screen first ("Pessoas · Portal de Parceiros"), so several open tabs can be
// told apart. Kept free of react-admin: the public pages use it too.
import { useEffect } from 'react';

export const APP_NAME = 'Portal de Parceiros';

export const documentTitle = (title: string) => `${title} · ${APP_NAME}`;

export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = documentTitle(title);
    return () => {
      document.title = APP_NAME;
    };
  }, [title]);
}
