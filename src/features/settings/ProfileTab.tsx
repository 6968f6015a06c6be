// 'Meu perfil': the name and email, read-only until Editar; Cancelar restores them; Salvar needs a
// change and an email. PATCH /users/me. The daily task digest's switch saves at once. Below, two-factor
// login (TwoFactorSection) and the account's sessions (SessionsSection).
import { Box, Button, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, maxLength, regex, TextInput, useDataProvider, useGetIdentity } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { setCurrentUser } from '../../authProvider';
import { useNotifiedAction } from '../../ui/actions/useNotifiedAction';
import { asTyped } from '../../ui/form/inputValues';
import { emailPattern, emailRules, FORM_MODE } from '../../ui/form/rules';
import { useSubmitHandler } from '../../ui/form/useSubmitHandler';
import { useToast } from '../../ui/toast/useToast';
import type { PortalDataProvider } from '../../dataProvider';
import { NotificationPreferencesSection } from './NotificationPreferencesSection';
import { OwnPersonSection } from './OwnPersonSection';
import { TwoFactorSection } from './TwoFactorSection';
import { SessionsSection } from './SessionsSection';

type Profile = { full_name: string; email: string };

const FULL_NAME_MAX = 30;
const fullNameMax = maxLength(FULL_NAME_MAX, 'Nome completo deve ter no máximo 30 caracteres');
/** The account email's rules (signup's too), as react-admin validators; its label stays unstarred as before. */
const emailValidators = [(value: string) => (value ? undefined : emailRules.required), regex(emailPattern.value, emailPattern.message)];

export const ProfileTab = () => {
  const { identity, refetch } = useGetIdentity();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { notifySuccess } = useToast();
  const [editing, setEditing] = useState(false);
  const saved: Profile = { full_name: identity?.full_name ?? '', email: identity?.email ?? '' };

  // A refusal shows in the toast only, as it always has: no field takes the server's messages here.
  const save = useSubmitHandler(
    async ({ full_name, email }: Profile) => {
      const user = await dataProvider.updateMe({ full_name: full_name.trim() || null, email: email.trim() });
      setCurrentUser(user);
      await refetch();
      notifySuccess('Usuário atualizado com sucesso.');
      setEditing(false);
    },
    { fields: [] },
  );

  if (!editing) {
    return (
      <Stack spacing={2} alignItems="flex-start">
        <Typography variant="h6" component="h2">
          Informações do usuário
        </Typography>
        <Field label="Nome completo" value={saved.full_name || 'N/A'} />
        <Field label="Email" value={saved.email} />
        <Button variant="contained" onClick={() => setEditing(true)}>
          Editar
        </Button>
        {/* A sign-up waiting for approval has its name, email and password only (server/platform/auth/onboardingLimits.ts). */}
        {identity?.cadastro !== 'pendente' && (
          <>
            <TaskDigestSwitch />
            <NotificationPreferencesSection />
            <OwnPersonSection />
            <TwoFactorSection />
            <SessionsSection />
          </>
        )}
      </Stack>
    );
  }

  // Cancelar leaves the form: the next Editar mounts it again from what is saved.
  return (
    <Box sx={{ maxWidth: 480 }}>
      <Form record={saved} mode={FORM_MODE} onSubmit={save} noValidate disableInvalidFormNotification>
        <Typography variant="h6" component="h2">
          Informações do usuário
        </Typography>
        <ProfileFields onCancel={() => setEditing(false)} />
      </Form>
    </Box>
  );
};

function ProfileFields({ onCancel }: { onCancel: () => void }) {
  const { control } = useFormContext<Profile>();
  const { isDirty, isSubmitting } = useFormState({ control });
  const email = useWatch({ control, name: 'email' });
  return (
    <>
      <TextInput
        source="full_name"
        label="Nome completo"
        autoComplete="name"
        parse={asTyped}
        fullWidth
        validate={fullNameMax}
        slotProps={{ htmlInput: { maxLength: FULL_NAME_MAX } }}
      />
      <TextInput source="email" label="Email" type="email" autoComplete="email" parse={asTyped} fullWidth validate={emailValidators} />
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={!isDirty || !email?.trim()} loading={isSubmitting}>
          Salvar
        </Button>
        <Button variant="outlined" onClick={onCancel} disabled={isSubmitting}>
          Cancelar
        </Button>
      </Stack>
    </>
  );
}

/** The daily e-mail of open tasks due today or overdue (server/features/atividades/digest.ts): on unless opted out. */
function TaskDigestSwitch() {
  const { identity, refetch } = useGetIdentity();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { notifySuccess } = useToast();
  const receiving = !identity?.task_digest_opt_out;
  const { run: change, pending: saving } = useNotifiedAction(async (receive: boolean) => {
    setCurrentUser(await dataProvider.updateMe({ task_digest_opt_out: !receive }));
    await refetch();
    notifySuccess(receive ? 'Você receberá o resumo diário de tarefas.' : 'Você não receberá mais o resumo diário de tarefas.');
  });
  return (
    <FormControlLabel
      control={<Switch checked={receiving} disabled={saving || !identity} onChange={(event) => void change(event.target.checked)} />}
      label="Receber o resumo diário de tarefas"
    />
  );
}

const Field = ({ label, value }: { label: string; value: string }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="p">
      {label}
    </Typography>
    <Typography>{value}</Typography>
  </Box>
);
