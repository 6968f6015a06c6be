// A pending sign-up's decision (/admin, 'Aguardando aprovação'): 'Aprovar' with the role and the partner's
// CPF/CNPJ (its person is linked, or created when nobody has that document), 'Recusar' with the reason the
// account is e-mailed. Both ask first, naming the account and what happens to it.
import Block from '@mui/icons-material/Block';
import HowToReg from '@mui/icons-material/HowToReg';
import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { useDataProvider, useRefresh } from 'react-admin';
import { DEFAULT_USER_ROLE, EXTERNAL_ROLES, userRoleLabels } from '../../../common/enums';
import { ConfirmedActionDialog } from '../../ui/actions/ConfirmedActionDialog';
import type { PortalDataProvider } from '../../dataProvider';
import type { User } from './types';

type Props = { user: User; open: boolean; onClose: () => void };

export function ApproveSignupDialog({ user, open, onClose }: Props) {
  const [role, setRole] = useState<number>(DEFAULT_USER_ROLE);
  const [document, setDocument] = useState(user.document ?? '');
  const name = user.full_name || user.email;
  return (
    <SignupDecisionDialog
      open={open}
      onClose={onClose}
      title="Aprovar cadastro"
      question={
        <>
          Aprovar o cadastro de {name} ({user.email})? A conta passa a usar o portal com a função escolhida, vinculada à pessoa do
          CPF/CNPJ informado (criada como parceira se ainda não existir).
        </>
      }
      confirm="Aprovar"
      confirmColor="primary"
      ConfirmIcon={HowToReg}
      decide={(dataProvider) =>
        dataProvider.approveSignup(user.id, { role, ...(document.trim() ? { document: document.trim() } : {}) })
      }
      successText="Cadastro aprovado."
    >
      <TextField select label="Função" value={role} onChange={(event) => setRole(Number(event.target.value))}>
        {EXTERNAL_ROLES.map((id) => (
          <MenuItem key={id} value={id}>
            {userRoleLabels[id]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="CPF/CNPJ do parceiro"
        value={document}
        required={user.person_id == null}
        onChange={(event) => setDocument(event.target.value)}
      />
    </SignupDecisionDialog>
  );
}

export function RefuseSignupDialog({ user, open, onClose }: Props) {
  const [motivo, setMotivo] = useState('');
  return (
    <SignupDecisionDialog
      open={open}
      onClose={onClose}
      title="Recusar cadastro"
      question={
        <>
          Recusar o cadastro de {user.full_name || user.email} ({user.email})? A conta é inativada e recebe o motivo por e-mail.
        </>
      }
      confirm="Recusar"
      ConfirmIcon={Block}
      decide={(dataProvider) => dataProvider.refuseSignup(user.id, motivo)}
      successText="Cadastro recusado. O motivo foi enviado por e-mail."
    >
      <TextField label="Motivo" value={motivo} required multiline minRows={2} onChange={(event) => setMotivo(event.target.value)} />
    </SignupDecisionDialog>
  );
}

type DecisionProps = Omit<ComponentProps<typeof ConfirmedActionDialog>, 'content' | 'action'> & {
  /** The question, naming the account and what happens to it. */
  question: ReactNode;
  /** The inputs the decision takes, under the question. */
  children: ReactNode;
  decide: (dataProvider: PortalDataProvider) => Promise<unknown>;
};

/** Either decision: the question and its inputs, then the call and the list's refresh. */
function SignupDecisionDialog({ question, children, decide, ...dialog }: DecisionProps) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const refresh = useRefresh();
  return (
    <ConfirmedActionDialog
      {...dialog}
      content={
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography>{question}</Typography>
          {children}
        </Stack>
      }
      action={async () => {
        await decide(dataProvider);
        refresh();
      }}
    />
  );
}
