import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button } from '@mui/material';
import { useNavigate } from 'react-router-dom';

/** 'Voltar': back to the list as it was left (filters, page), or to /pessoas on a direct visit. */
export function BackButton() {
  const navigate = useNavigate();
  const back = () => {
    const fromInsideThePortal = (window.history.state as { idx?: number } | null)?.idx;
    if (fromInsideThePortal) navigate(-1);
    else navigate('/pessoas');
  };
  return (
    <Button startIcon={<ArrowBackIcon />} onClick={back}>
      Voltar
    </Button>
  );
}
