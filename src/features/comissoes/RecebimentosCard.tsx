// 'Recebimentos' on a won opportunity's page (staff): what the company received (credits recovered and
// its fees), each giving the partner a commission to pay. Register one (the fees default to the
// recovered value × the opportunity's honorários on the server) or delete one not yet paid out.
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Confirm, TextInput, useCanAccess, useDataProvider } from 'react-admin';
import { isIsoDay } from '../../../common/dayText';
import { DialogButton } from '../../ui/actions/DialogButton';
import { useConfirmedRowAction } from '../../ui/actions/useConfirmedRowAction';
import { AdminFormDialog } from '../../ui/form/AdminFormDialog';
import { DayInput } from '../../ui/form/DayInput';
import { asTyped } from '../../ui/form/inputValues';
import { decimalValidator, MoneyInput } from '../../ui/kit/inputs/MoneyInput';
import { parseDecimal } from '../../i18n/parseDecimal';
import { useToast } from '../../ui/toast/useToast';
import type { PortalDataProvider } from '../../dataProvider';
import type { NovoRecebimento, Recebimento } from '../../dataProvider/comissoes';
import { formatDate, formatMoneyText } from '../../i18n/format';
import { InfoCard } from '../../ui/detail/InfoCard';
import { RowsTable } from '../../ui/RowsTable';

export const RECEBIMENTOS_TITLE = 'Recebimentos';
const EMPTY: NovoRecebimento = { data: '', valor_recuperado: '', honorarios_recebidos: '', observacao: '' };

/** A typed amount (pt-BR or plain) as the decimal text the API reads; blank as ''. */
const apiAmount = (text: string) => {
  const parsed = parseDecimal(text);
  return parsed.ok && parsed.value !== null ? String(parsed.value) : text;
};

const readable = decimalValidator();

function RecebimentoDialog({ oportunidadeId, onClose, onSaved }: { oportunidadeId: number; onClose: () => void; onSaved: () => void }) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { notifySuccess } = useToast();
  const save = async (values: NovoRecebimento) => {
    const { honorarios_recebidos, observacao, data, valor_recuperado } = values;
    await dataProvider.createRecebimento(oportunidadeId, {
      data,
      valor_recuperado: apiAmount(valor_recuperado),
      ...(honorarios_recebidos ? { honorarios_recebidos: apiAmount(honorarios_recebidos) } : {}),
      ...(observacao ? { observacao } : {}),
    });
    notifySuccess('Recebimento registrado');
    onClose();
    onSaved();
  };
  return (
    <AdminFormDialog
      open
      title="Registrar recebimento"
      record={EMPTY}
      onSubmit={save}
      failureText={() => 'Não foi possível registrar o recebimento.'}
      fieldErrors={false}
      canSubmit={({ values }) => isIsoDay(values.data) && Boolean(values.valor_recuperado)}
      onClose={onClose}
    >
      <Stack spacing={2}>
        <DayInput source="data" label="Data" isRequired />
        <MoneyInput source="valor_recuperado" label="Valor recuperado" isRequired validate={readable} />
        <MoneyInput
          source="honorarios_recebidos"
          label="Honorários recebidos"
          helperText="Vazio: valor recuperado × honorários da oportunidade"
          validate={readable}
        />
        <TextInput source="observacao" label="Observação" multiline minRows={2} parse={asTyped} fullWidth />
      </Stack>
    </AdminFormDialog>
  );
}

export function RecebimentosCard({ oportunidadeId, won }: { oportunidadeId: number; won: boolean }) {
  const { canAccess } = useCanAccess({ resource: 'recebimentos', action: 'create' });
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { notifySuccess, notifyError } = useToast();
  const [rows, setRows] = useState<Recebimento[]>([]);
  const load = useCallback(async () => {
    if (!canAccess) return;
    try {
      setRows((await dataProvider.getRecebimentos(oportunidadeId)).data);
    } catch (error) {
      await notifyError(error, 'Não foi possível carregar os recebimentos.');
    }
  }, [canAccess, dataProvider, oportunidadeId, notifyError]);
  useEffect(() => void load(), [load]);
  const removal = useConfirmedRowAction(
    async (row: Recebimento) => {
      await dataProvider.deleteRecebimento(row.id);
      notifySuccess('Recebimento excluído');
      await load();
    },
    // A refusal keeps the question open, to try again.
    { errorText: 'Não foi possível excluir o recebimento.', keepOpenOnError: true },
  );
  if (!canAccess || (!won && !rows.length)) return null;
  return (
    <InfoCard
      title={RECEBIMENTOS_TITLE}
      action={
        won ? (
          <DialogButton
            label="Registrar recebimento"
            Icon={AddIcon}
            variant="text"
            dialog={(close) => <RecebimentoDialog oportunidadeId={oportunidadeId} onClose={close} onSaved={load} />}
          />
        ) : undefined
      }
    >
      {rows.length ? (
        <RowsTable
          label={RECEBIMENTOS_TITLE}
          columns={[
            { header: 'Data', cell: (row: Recebimento) => formatDate(row.data) },
            { header: 'Valor recuperado', align: 'right', cell: (row: Recebimento) => formatMoneyText(row.valor_recuperado) },
            { header: 'Honorários recebidos', align: 'right', cell: (row: Recebimento) => formatMoneyText(row.honorarios_recebidos) },
            { header: 'Observação', cell: (row: Recebimento) => row.observacao ?? '' },
            {
              header: null,
              align: 'right',
              cell: (row: Recebimento) => (
                <Tooltip title="Excluir recebimento">
                  <IconButton aria-label={`Excluir recebimento de ${formatDate(row.data)}`} onClick={() => removal.ask(row)}>
                    <DeleteOutline />
                  </IconButton>
                </Tooltip>
              ),
            },
          ]}
          rows={rows}
          rowKey={(row) => row.id}
        />
      ) : (
        <Typography color="text.secondary">Nenhum recebimento registrado</Typography>
      )}
      <Confirm
        {...removal.confirmProps}
        confirmColor="primary"
        title="Excluir recebimento?"
        content="A comissão do parceiro por este recebimento será cancelada."
        confirm="Excluir"
        cancel="Cancelar"
      />
    </InfoCard>
  );
}
