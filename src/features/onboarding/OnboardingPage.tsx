// The frame of the pages an account sees before the portal opens to it (the terms to accept, a sign-up in
// review): one card whose heading is the page's title (the tab's too), its content, then any actions.
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { PageTitle } from '../../ui/layout/PageTitle';

type Props = { title: string; maxWidth: number; children: ReactNode; actions?: ReactNode };

export function OnboardingPage({ title, maxWidth, children, actions }: Props) {
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth }}>
      <PageTitle title={title} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>
          {children}
        </CardContent>
        {actions}
      </Card>
    </Box>
  );
}
