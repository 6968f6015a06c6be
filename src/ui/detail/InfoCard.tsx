import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useIntegration } from '../integrations/IntegrationsStatus';

/** A titled card of label/value pairs on the person page. */
export const InfoCard = ({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) => (
  <Card variant="outlined" component="section" aria-label={title}>
    <CardContent>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </CardContent>
  </Card>
);

export const InfoItem = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ mb: 1.5 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="body1" component="div" sx={{ overflowWrap: 'anywhere' }}>
      {children === null || children === undefined || children === '' ? '—' : children}
    </Typography>
  </Box>
);

/**
 * 'ID Odoo' (with what `children` adds, e.g. the sync badge). Without Odoo configured a record that has no
 * Odoo id shows nothing: an empty 'ID Odoo' would only point at an integration the portal does not have.
 */
export const OdooIdItem = ({ odooId, children }: { odooId: number | null | undefined; children?: ReactNode }) => {
  const odoo = useIntegration('odoo');
  if (!odoo && odooId == null) return null;
  return (
    <InfoItem label="ID Odoo">
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
        <span>{odooId ?? '—'}</span>
        {children}
      </Box>
    </InfoItem>
  );
};
