// 'Voltar' on a detail page (/pessoas/{id}, /oportunidades/{id}): a link to `to` (its list, with the search
// it was left with); or, `historyBack`, a button that goes back the way the user came inside the portal
// (the list as it was left: filters, page), and to `to` on a direct visit. `sx` places it where it stands
// alone, outside a DetailHeader (/Vinculos/{id}).
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, type SxProps, type Theme } from '@mui/material';
import { Link, useNavigate } from 'react-router-dom';

export function BackButton({ to, historyBack = false, sx }: { to: string; historyBack?: boolean; sx?: SxProps<Theme> }) {
  const navigate = useNavigate();
  if (!historyBack) {
    return (
      <Button component={Link} to={to} startIcon={<ArrowBackIcon />} sx={sx}>
        Voltar
      </Button>
    );
  }
  const back = () => {
    const fromInsideThePortal = (window.history.state as { idx?: number } | null)?.idx;
    if (fromInsideThePortal) navigate(-1);
    else navigate(to);
  };
  return (
    <Button startIcon={<ArrowBackIcon />} onClick={back} sx={sx}>
      Voltar
    </Button>
  );
}
