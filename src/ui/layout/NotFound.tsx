// The not-found screen, in the product's own words.
import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { PageTitle } from './PageTitle';

export const NotFound = () => (
  <>
    <PageTitle title="Página não encontrada" />
    <Box
      sx={{
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        py: 8,
      }}
    >
      <Typography component="p" sx={{ fontSize: { xs: '6rem', md: '8rem' }, fontWeight: 700, lineHeight: 1 }} color="primary">
        404
      </Typography>
      <Typography variant="h4" component="h1">
        Oops!
      </Typography>
      <Typography color="text.secondary">The page you are looking for was not found.</Typography>
      <Button component={RouterLink} to="/" variant="outlined">
        Go Back
      </Button>
    </Box>
  </>
);
