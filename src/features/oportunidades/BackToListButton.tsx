import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { listUrl } from './listLocation';

/** 'Voltar': to the list, with the filters and page it was left with. */
export const BackToListButton = () => (
  <Button component={Link} to={listUrl()} startIcon={<ArrowBackIcon />}>
    Voltar
  </Button>
);
