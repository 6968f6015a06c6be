// The screen's name in the app bar (react-admin's Title, through the TitlePortal of src/AppBar.tsx)
// and in the browser tab. Every screen inside the layout renders one.
import { Title } from 'react-admin';
import { useDocumentTitle } from './useDocumentTitle';

export const PageTitle = ({ title }: { title: string }) => {
  useDocumentTitle(title);
  return <Title title={title} />;
};
