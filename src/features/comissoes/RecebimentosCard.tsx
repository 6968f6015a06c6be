// 'Recebimentos' on a won opportunity's page (staff): what the company received (credits recovered and
// its fees), each giving the partner a commission to pay. Register one (the fees default to the
// recovered value × the opportunity's honorários on the server) or delete one not yet paid out.
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Button, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Tooltip, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Confirm, useCanAccess, useDataProvider } from 'react-admin';
import { FormDialog } from '../../ui/FormDialog';
import { useNotifiedAction } from '../../ui/actions/useNotifiedAction';
import { DayField, isWholeDay } from '../../ui/form/DayField';
import { useToast } from '../../ui/toast/useToast';
import type { PortalDataProvider } from '../../dataProvider';
import type { NovoRecebimento, Recebimento } from '../../dataProvider/comissoes';
import { formatDate, formatMoneyText } from '../../i18n/format';
import { InfoCard } from '../../ui/detail/InfoCard';

export const RECEBIMENTOS_TITLE = 'Recebimentos';
const EMPTY: NovoRecebimento = { data: '', valor_recuperado: '', honorarios_recebidos: '', observacao: '' };

function RecebimentoDialog({ oportunidadeId, onClose, onSaved }: { oportunidadeId: number; onClose: () => void; onSaved: () => void }) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { notifySuccess } = useToast();
  const [values, setValues] = useState(EMPTY);
  const set = (field: keyof NovoRecebimento) => (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value });
  const { run: save, pending: sending } = useNotifiedAction(
    async () => {
      const { honorarios_recebidos, observacao, ...required } = values;
      await dataProvider.createRecebimento(oportunidadeId, {
        ...required,
        ...(honorarios_recebidos ? { honorarios_recebidos } : {}),
        ...(observacao ? { observacao } : {}),
      });
      notifySuccess('Recebimento registrado');
      onSaved();
    },
    { errorText: 'Não foi possível registrar o recebimento.' },
  );
  return (
    <FormDialog
      open
      title="Registrar recebimento"
      submitting={sending}
      canSubmit={isWholeDay(values.data) && Boolean(values.valor_recuperado)}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack spacing={2}>
        <DayField label="Data" required value={values.data} onDay={(data) => setValues((current) => ({ ...current, data }))} />
        <TextField label="Valor recuperado" required value={values.valor_recuperado} onChange={set('valor_recuperado')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        <TextField
          label="Honorários recebidos"
          value={values.honorarios_recebidos}
          onChange={set('honorarios_recebidos')}
          helperText="Vazio: valor recuperado × honorários da oportunidade"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField label="Observação" multiline minRows={2} value={values.observacao} onChange={set('observacao')} />
      </Stack>
    </FormDialog>
  );
}

export function RecebimentosCard({ oportunidadeId, won }: { oportunidadeId: number; won: boolean }) {
  const { canAccess } = useCanAccess({ resource: 'recebimentos', action: 'create' });
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { notifySuccess, notifyError } = useToast();
  const [rows, setRows] = useState<Recebimento[]>([]);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Recebimento | null>(null);
  const load = useCallback(async () => {
    if (!canAccess) return;
    try {
      setRows((await dataProvider.getRecebimentos(oportunidadeId)).data);
    } catch (error) {
      await notifyError(error, 'Não foi possível carregar os recebimentos.');
    }
  }, [canAccess, dataProvider, oportunidadeId, notifyError]);
  useEffect(() => void load(), [load]);
  if (!canAccess || (!won && !rows.length)) return null;
  const remove = async (row: Recebimento) => {
    setRemoving(null);
    try {
      await dataProvider.deleteRecebimento(row.id);
      notifySuccess('Recebimento excluído');
      await load();
    } catch (error) {
      await notifyError(error, 'Não foi possível excluir o recebimento.');
    }
  };
  return (
    <InfoCard
      title={RECEBIMENTOS_TITLE}
      action={
        won ? (
          <Button startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            Registrar recebimento
          </Button>
        ) : undefined
      }
    >
      {rows.length ? (
        <Table size="small" aria-label={RECEBIMENTOS_TITLE}>
          <TableHead>
            <TableRow>
              <TableCell>Data</TableCell>
              <TableCell align="right">Valor recuperado</TableCell>
              <TableCell align="right">Honorários recebidos</TableCell>
              <TableCell>Observação</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{formatDate(row.data)}</TableCell>
                <TableCell align="right">{formatMoneyText(row.valor_recuperado)}</TableCell>
                <TableCell align="right">{formatMoneyText(row.honorarios_recebidos)}</TableCell>
                <TableCell>{row.observacao ?? ''}</TableCell>
                <TableCell align="right">
                  <Tooltip title="Excluir recebimento">
                    <IconButton aria-label={`Excluir recebimento de ${formatDate(row.data)}`} onClick={() => setRemoving(row)}>
                      <DeleteOutline />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Typography color="text.secondary">Nenhum recebimento registrado</Typography>
      )}
      {adding && (
        <RecebimentoDialog
          oportunidadeId={oportunidadeId}
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            void load();
          }}
        />
      )}
      <Confirm
        isOpen={Boolean(removing)}
        title="Excluir recebimento?"
        content="A comissão do parceiro por este recebimento será cancelada."
        confirm="Excluir"
        cancel="Cancelar"
        onConfirm={() => removing && void remove(removing)}
        onClose={() => setRemoving(null)}
      />
    </InfoCard>
  );
}
