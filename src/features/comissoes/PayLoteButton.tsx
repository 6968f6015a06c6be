// 'Pagar comissões' on the ledger's list (staff): pays the a_pagar entries of the list's filter (or the
// rows ticked) in one lote (POST /comissoes/lotes) on the day chosen, then shows the lote: its total and,
// per partner, the amount and the primary bank account / PIX key masked, with the bank's CSV to download.
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useCanAccess, useDataProvider, useListContext } from 'react-admin';
import { isIsoDay } from '../../../common/dayText';
import { companyDay } from '../../../common/days';
import { useNotifiedAction } from '../../ui/actions/useNotifiedAction';
import { saveBlob } from '../../ui/DocumentsCard/download';
import { RowsTable, type RowsTableColumn } from '../../ui/RowsTable';
import { AdminFormDialog } from '../../ui/form/AdminFormDialog';
import { DayInput } from '../../ui/form/DayInput';
import type { PortalDataProvider } from '../../dataProvider';
import { apiFilter } from '../../dataProvider/bulk';
import type { Lote, LotePagamento } from '../../dataProvider/comissoes';
import { formatDate, formatMoneyText } from '../../i18n/format';

export const PAY_LABEL = 'Pagar comissões';
/** Per partner: the amount and where it is paid (the primary bank account or PIX key, masked). */
const paymentColumns: RowsTableColumn<LotePagamento>[] = [
  { header: 'Parceiro', cell: (payment) => payment.parceiro_nome },
  { header: 'Banco', cell: (payment) => payment.banco ?? '—' },
  { header: 'Agência', cell: (payment) => payment.agencia ?? '—' },
  { header: 'Conta', cell: (payment) => payment.conta ?? '—' },
  { header: 'Chave PIX', cell: (payment) => payment.pix_key ?? '—' },
  { header: 'Valor', align: 'right', cell: (payment) => formatMoneyText(payment.valor) },
];

function LoteDialog({ lote, payments, onClose }: { lote: Lote; payments: LotePagamento[]; onClose: () => void }) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const titleId = useId();
  const { run: download } = useNotifiedAction(
    async () => saveBlob(await dataProvider.downloadLoteBanco(lote.id), `lote-${lote.id}-banco.csv`),
    { errorText: 'Não foi possível baixar o arquivo do banco.' },
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>Lote de pagamento nº {lote.id}</DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 2 }}>
          {lote.quantidade} {lote.quantidade === 1 ? 'comissão paga' : 'comissões pagas'} em {formatDate(lote.pago_em)}, total de{' '}
          {formatMoneyText(lote.total)}.
        </Typography>
        <RowsTable label="Pagamentos por parceiro" columns={paymentColumns} rows={payments} rowKey={(payment) => payment.parceiro_id} />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void download()}>Baixar arquivo do banco (CSV)</Button>
        <Button variant="contained" onClick={onClose}>
          Fechar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function PayLoteButton() {
  const { canAccess } = useCanAccess({ resource: 'lotes-comissao', action: 'create' });
  const list = useListContext();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [asking, setAsking] = useState(false);
  // The day the dialog starts from: today, in Brasília.
  const [record] = useState(() => ({ pago_em: companyDay() }));
  const [done, setDone] = useState<{ lote: Lote; payments: LotePagamento[] } | null>(null);
  const pay = async ({ pago_em }: { pago_em: string }) => {
    const lote = await dataProvider.createLote({ filter: apiFilter(list.resource, { ...list.filterValues, ...list.filter }), pago_em });
    setDone({ lote, payments: await dataProvider.getLotePagamentos(lote.id) });
    setAsking(false);
    list.refetch();
  };
  if (!canAccess) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<PaymentsOutlined />} onClick={() => setAsking(true)}>
        {PAY_LABEL}
      </Button>
      <AdminFormDialog
        open={asking}
        title="Pagar as comissões a pagar do filtro"
        submitLabel="Criar lote"
        record={record}
        onSubmit={pay}
        failureText={() => 'Não foi possível criar o lote.'}
        fieldErrors={false}
        canSubmit={({ values }) => isIsoDay(values.pago_em)}
        onClose={() => setAsking(false)}
      >
        <Typography sx={{ mb: 2 }}>
          As comissões a pagar que a lista mostra com os filtros atuais serão marcadas como pagas num novo lote.
        </Typography>
        <DayInput source="pago_em" label="Pago em" />
      </AdminFormDialog>
      {done && <LoteDialog lote={done.lote} payments={done.payments} onClose={() => setDone(null)} />}
    </>
  );
}
