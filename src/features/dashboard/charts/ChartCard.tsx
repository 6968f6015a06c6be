// A chart in a card, with the same figures as a table that only screen readers read: the drawing is
// hidden from them (aria-hidden), the table is hidden from the eye. Charts speak pt-BR.
import { Box, Card, CardContent, Typography } from '@mui/material';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { ptBRLocaleText } from '@mui/x-charts/locales';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';

export type ChartTable = { columns: string[]; rows: (string | number)[][] };

export const ChartCard = ({ title, table, children }: { title: string; table: ChartTable; children: ReactNode }) => (
  <Card component="section" aria-label={title} sx={{ height: '100%' }}>
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Box aria-hidden>
        <ChartsLocalizationProvider localeText={ptBRLocaleText}>{children}</ChartsLocalizationProvider>
      </Box>
      <Box component="table" sx={visuallyHidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            <tr key={`${row[0]}-${index}`}>
              {row.map((cell, i) => (i === 0 ? <th key={i} scope="row">{cell}</th> : <td key={i}>{cell}</td>))}
            </tr>
          ))}
        </tbody>
      </Box>
    </CardContent>
  </Card>
);
