// /meu-desempenho: a partner's opportunities by state and won revenue, its commissions forecast, due and
// paid (totals and by month, as a chart), the next payments and the monthly statement to download
// (PDF or CSV). A partner sees its own; staff pick a partner (or see every partner's figures).
import { Alert, Box, Button, Card, CardContent, Grid, Stack, Table, TableBody, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useGetIdentity } from 'react-admin';
import { companyDay } from '../../../common/days';
import { PersonRole } from '../../../common/enums';
import { isStaff, type Actor } from '../../../common/policy';
import { PersonPicker, type PersonOption } from '../../ui/PersonPicker';
import { saveBlob } from '../../ui/DocumentsCard/download';
import { useNotifiedAction } from '../../ui/actions/useNotifiedAction';
import type { PortalDataProvider } from '../../dataProvider';
import type { Desempenho } from '../../dataProvider/comissoes';
import { formatMoneyText } from '../../i18n/format';
import { PageTitle } from '../../ui/layout/PageTitle';
import { RowsTable, type RowsTableColumn } from '../../ui/RowsTable';
import { formatMonth } from '../../i18n/format';
import { DesempenhoChart } from './DesempenhoChart';

export const DESEMPENHO_TITLE = 'Meu desempenho';

const currentMonth = () => companyDay().slice(0, 7);

const Figure = ({ title, value }: { title: string; value: string }) => (
  <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="h2">
          {title}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  </Grid>
);

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Card component="section" aria-label={title}>
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

/** The partner's a_pagar entries, each with its opportunity and month. */
const nextPaymentColumns: RowsTableColumn<Desempenho['proximos_pagamentos'][number]>[] = [
  { header: 'Oportunidade', cell: (payment) => payment.oportunidade },
  { header: 'Competência', cell: (payment) => formatMonth(payment.competencia) },
  { header: 'Situação', cell: () => 'A pagar' },
  { header: 'Valor', align: 'right', cell: (payment) => formatMoneyText(payment.valor) },
];

function useDesempenho(parceiroId: number | undefined) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [state, setState] = useState<{ data?: Desempenho; error?: string }>({});
  useEffect(() => {
    let current = true;
    setState({});
    dataProvider
      .getDesempenho(parceiroId)
      .then((data) => current && setState({ data }))
      .catch((error: Error) => current && setState({ error: error.message }));
    return () => {
      current = false;
    };
  }, [dataProvider, parceiroId]);
  return state;
}

function StatementDownload({ parceiroId, staff }: { parceiroId: number | undefined; staff: boolean }) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [month, setMonth] = useState(currentMonth);
  const needsPartner = staff && parceiroId === undefined;
  const { run: download, pending: busy } = useNotifiedAction(
    async (format: 'pdf' | 'csv') => {
      const blob = await dataProvider.downloadExtrato({ parceiro_id: parceiroId, competencia: month, format });
      saveBlob(blob, `extrato-comissoes-${month}.${format}`);
    },
    { errorText: 'Não foi possível baixar o extrato.' },
  );
  return (
    <Section title="Extrato mensal">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          label="Competência"
          type="month"
          size="small"
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          helperText={needsPartner ? 'Escolha um parceiro para baixar o extrato' : undefined}
        />
        <Button variant="contained" disabled={busy || needsPartner || !month} onClick={() => void download('pdf')}>
          Baixar extrato (PDF)
        </Button>
        <Button variant="outlined" disabled={busy || needsPartner || !month} onClick={() => void download('csv')}>
          Baixar extrato (CSV)
        </Button>
      </Stack>
    </Section>
  );
}

export function MeuDesempenhoPage() {
  const { identity } = useGetIdentity();
  const staff = Boolean(identity && isStaff(identity as unknown as Actor));
  const [partner, setPartner] = useState<PersonOption | null>(null);
  const parceiroId = staff ? partner?.id : undefined;
  const { data, error } = useDesempenho(parceiroId);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <PageTitle title={DESEMPENHO_TITLE} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {DESEMPENHO_TITLE}
      </Typography>
      {staff && (
        <Box sx={{ mb: 2, maxWidth: 480 }}>
          <PersonPicker
            label="Parceiro"
            value={partner}
            onChange={setPartner}
            filter={{ role: PersonRole.Partner }}
            helperText="Vazio: todos os parceiros"
            errorMessage="Erro ao buscar parceiros"
          />
        </Box>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      {data && (
        <Stack spacing={2}>
          <Grid container spacing={2}>
            <Figure title="Comissões previstas" value={formatMoneyText(data.totais.prevista)} />
            <Figure title="Comissões a pagar" value={formatMoneyText(data.totais.a_pagar)} />
            <Figure title="Comissões pagas" value={formatMoneyText(data.totais.paga)} />
            <Figure title="Receita ganha" value={formatMoneyText(data.receita_ganha)} />
          </Grid>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 4 }}>
              <Section title="Oportunidades por situação">
                <Table size="small">
                  <TableBody>
                    {[...data.registros.map((row) => ({ key: `r${row.estado}`, nome: `Registro: ${row.nome}`, quantidade: row.quantidade })),
                      ...data.oportunidades.map((row) => ({ key: `o${row.status_resultado}`, nome: row.nome, quantidade: row.quantidade }))].map((row) => (
                      <TableRow key={row.key}>
                        <TableCell component="th" scope="row">
                          {row.nome}
                        </TableCell>
                        <TableCell align="right">{row.quantidade}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Section>
            </Grid>
            <Grid size={{ xs: 12, md: 8 }}>
              <DesempenhoChart meses={data.meses} />
            </Grid>
          </Grid>
          <Section title="Próximos pagamentos">
            {data.proximos_pagamentos.length ? (
              <RowsTable label="Próximos pagamentos" columns={nextPaymentColumns} rows={data.proximos_pagamentos} rowKey={(payment) => payment.id} />
            ) : (
              <Typography color="text.secondary">Nenhuma comissão a pagar</Typography>
            )}
          </Section>
          <StatementDownload parceiroId={parceiroId} staff={staff} />
        </Stack>
      )}
    </Box>
  );
}
