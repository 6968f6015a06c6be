import { Navigate, useLocation } from 'react-router-dom';
import { LIST_PATH } from './listLocation';

/** /oportunidades is the list at /oportunidades/oportunidades; old links keep their filters. */
export default function OportunidadeRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${LIST_PATH}${search}`} replace />;
}
