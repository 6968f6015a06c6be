import { useDataProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { FormTextField } from '../../ui/form/FormTextField';
import { NewPasswordFields } from '../../ui/form/PasswordFields';
import { emailRules, fullNameRules } from '../../ui/form/rules';
import { useSubmitForm } from '../../ui/form/useSubmitForm';
import { useToast } from '../../ui/toast/useToast';
import type { PortalDataProvider } from '../../dataProvider';
import { GuestOnly } from './GuestOnly';
import { PublicLinks, PublicPage, PublicSubmitButton } from './PublicPage';

type SignupForm = { full_name: string; email: string; password: string; confirm_password: string };

const SignupFormPage = () => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const navigate = useNavigate();
  const { notifySuccess } = useToast();
  const { control, submit, formState } = useSubmitForm<SignupForm>(
    { full_name: '', email: '', password: '', confirm_password: '' },
    async ({ full_name, email, password }) => {
      await dataProvider.signup({ full_name: full_name.trim(), email: email.trim(), password });
      notifySuccess('Conta criada com sucesso. Faça login para continuar.');
      navigate('/login');
    },
  );

  return (
    <PublicPage title="Crie sua conta" onSubmit={submit}>
      <FormTextField control={control} name="full_name" label="Nome completo" autoComplete="name" autoFocus rules={fullNameRules} />
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" rules={emailRules} />
      <NewPasswordFields control={control} name="password" label="Senha" />
      <PublicSubmitButton loading={formState.isSubmitting}>Registrar</PublicSubmitButton>
      <PublicLinks links={[['/login', 'Já tem uma conta? Faça login']]} />
    </PublicPage>
  );
};

export const SignupPage = () => (
  <GuestOnly>
    <SignupFormPage />
  </GuestOnly>
);
