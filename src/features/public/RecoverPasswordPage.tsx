import { useDataProvider } from 'react-admin';
import { FormTextField } from '../../ui/form/FormTextField';
import { emailRules } from '../../ui/form/rules';
import { useSubmitForm } from '../../ui/form/useSubmitForm';
import { useToast } from '../../ui/toast/useToast';
import type { PortalDataProvider } from '../../dataProvider';
import { PublicLinks, PublicPage, PublicSubmitButton } from './PublicPage';

export const RecoverPasswordPage = () => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { notifySuccess } = useToast();
  const { control, submit, formState } = useSubmitForm<{ email: string }>({ email: '' }, async ({ email }, form) => {
    await dataProvider.recoverPassword(email.trim());
    notifySuccess('Email para recuperação de senha enviado.');
    form.reset();
  });

  return (
    <PublicPage
      title="Recuperar senha"
      subtitle="Informe o email da sua conta: enviaremos um link para você criar uma nova senha."
      onSubmit={submit}
    >
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" autoFocus rules={emailRules} />
      <PublicSubmitButton loading={formState.isSubmitting}>Continuar</PublicSubmitButton>
      <PublicLinks links={[['/login', 'Voltar para o login']]} />
    </PublicPage>
  );
};
