// Staff's decisions on a registration, each in a dialog that says what it will do before it does it:
// 'Aprovar' and 'Rejeitar' while it is pendente or em_conflito, 'Prorrogar' once approved. The record
// (and its conflict) refresh after each.
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useRefresh } from 'react-admin';
import { REGISTRO_EM_ANALISE, type RegistroConflito, type RegistroEstado } from '../../../common/resources/registros';
import { ActionDialog } from '../../ui/actions/ActionDialog';
import { ConfirmedActionDialog } from '../../ui/actions/ConfirmedActionDialog';
import { useToast } from '../../ui/toast/useToast';
import type { PortalDataProvider } from '../../dataProvider';
import type { Registro } from './types';

type Props = { registro: Registro; parceiro?: string; conflito?: RegistroConflito };
type Open = 'aprovar' | 'rejeitar' | 'prorrogar' | null;

const emAnalise = (estado: string) => REGISTRO_EM_ANALISE.includes(estado as RegistroEstado);

export function RegistroDecisions({ registro, parceiro = 'o parceiro', conflito }: Props) {
  const [open, setOpen] = useState<Open>(null);
  const [motivo, setMotivo] = useState('');
  const [dias, setDias] = useState('30');
  const dataProvider = useDataProvider<PortalDataProvider>();
  const refresh = useRefresh();
  const { notifySuccess } = useToast();
  const close = () => setOpen(null);
  const rivals = conflito?.concorrentes.filter((other) => emAnalise(other.estado)).length ?? 0;
  const rejectsOthers =
    rivals === 0 ? '' : rivals === 1 ? ' O outro registro desta empresa para a tese será rejeitado.' : ` Os outros ${rivals} registros desta empresa para a tese serão rejeitados.`;
  const decided = (text: string) => {
    notifySuccess(text);
    close();
    refresh();
  };
  return (
    <Stack direction="row" sx={{ gap: 1 }}>
      {emAnalise(registro.estado) ? (
        <>
          <Button variant="contained" color="success" onClick={() => setOpen('aprovar')}>
            Aprovar
          </Button>
          <Button variant="outlined" color="error" onClick={() => setOpen('rejeitar')}>
            Rejeitar
          </Button>
        </>
      ) : null}
      {registro.estado === 'aprovado' ? (
        <Button variant="outlined" onClick={() => setOpen('prorrogar')}>
          Prorrogar
        </Button>
      ) : null}
      <ConfirmedActionDialog
        open={open === 'aprovar'}
        onClose={close}
        title={`Aprovar o registro de ${registro.razao_social}?`}
        content={`O cliente ${registro.razao_social} será cadastrado (ou vinculado, se já existir) e uma oportunidade em Lead será criada com ${parceiro} como parceiro.${rejectsOthers}`}
        confirm="Aprovar"
        ConfirmIcon={CheckCircleOutline}
        action={() => dataProvider.aprovarRegistro(registro.id)}
        refreshes
        successText="Registro aprovado. A oportunidade foi criada."
        errorText="Não foi possível aprovar o registro"
      />
      {open === 'rejeitar' ? (
        <ActionDialog
          title={`Rejeitar o registro de ${registro.razao_social}?`}
          submitLabel="Rejeitar"
          onClose={close}
          canSubmit={motivo.trim().length > 0}
          action={async () => {
            await dataProvider.rejeitarRegistro(registro.id, motivo.trim());
            decided('Registro rejeitado.');
          }}
        >
          <Typography variant="body2" sx={{ mb: 2 }}>
            {`${parceiro} verá o registro como rejeitado, com o motivo informado.`}
          </Typography>
          <TextField label="Motivo" value={motivo} onChange={(event) => setMotivo(event.target.value)} required fullWidth multiline minRows={2} autoFocus />
        </ActionDialog>
      ) : null}
      {open === 'prorrogar' ? (
        <ActionDialog
          title={`Prorrogar o registro de ${registro.razao_social}?`}
          submitLabel="Prorrogar"
          onClose={close}
          canSubmit={Number(dias) >= 1 && Number(dias) <= 365}
          action={async () => {
            await dataProvider.prorrogarRegistro(registro.id, Number(dias));
            decided('Registro prorrogado.');
          }}
        >
          <Typography variant="body2" sx={{ mb: 2 }}>
            {`A validade do registro será estendida pelo número de dias informado, a partir do fim atual.`}
          </Typography>
          <TextField
            label="Dias"
            type="number"
            value={dias}
            onChange={(event) => setDias(event.target.value)}
            required
            fullWidth
            slotProps={{ htmlInput: { min: 1, max: 365 } }}
          />
        </ActionDialog>
      ) : null}
    </Stack>
  );
}
