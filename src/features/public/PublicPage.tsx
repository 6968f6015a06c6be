// The frame of the public pages (/aviso, /login, /signup, /recover-password, /reset-password):
// a centred card under the portal's name, on the chosen theme's background.
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import { Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import type { FormEventHandler, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../../ui/layout/useDocumentTitle';

type Props = {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Renders the card as a form (noValidate: the portal's own messages, not the browser's). */
  onSubmit?: FormEventHandler<HTMLFormElement>;
};

export const PublicPage = ({ title, subtitle, children, onSubmit }: Props) => {
  useDocumentTitle(title);
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        p: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }} elevation={3}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack alignItems="center" spacing={1} sx={{ mb: 2 }}>
            <HandshakeOutlined color="primary" sx={{ fontSize: 48 }} aria-hidden />
            <Typography variant="overline" color="text.secondary">
              Portal de Parceiros
            </Typography>
            <Typography variant="h5" component="h1" textAlign="center">
              {title}
            </Typography>
            {subtitle && (
              <Typography variant="body2" color="text.secondary" textAlign="center">
                {subtitle}
              </Typography>
            )}
          </Stack>
          {onSubmit ? (
            <Box component="form" noValidate onSubmit={onSubmit}>
              {children}
            </Box>
          ) : (
            children
          )}
        </CardContent>
      </Card>
    </Box>
  );
};

/** The links at the foot of the card, centred on one row: where to go instead ('Voltar para o login'). */
export const PublicLinks = ({ links }: { links: readonly (readonly [to: string, text: string])[] }) => (
  <Stack direction="row" justifyContent="center" spacing={2} sx={{ mt: 2 }}>
    {links.map(([to, text]) => (
      <Link key={to} component={RouterLink} to={to} variant="body2">
        {text}
      </Link>
    ))}
  </Stack>
);

/** The card's main button: full width, under the fields; `loading` while the form is being sent. */
export const PublicSubmitButton = ({ children, loading, disabled }: { children: ReactNode; loading: boolean; disabled?: boolean }) => (
  <Button type="submit" variant="contained" fullWidth size="large" sx={{ mt: 2 }} disabled={disabled} loading={loading}>
    {children}
  </Button>
);
