import { Anchor, Group } from '@mantine/core';
import { API } from '@lieux/contracts';
import { Link } from 'react-router-dom';
import { apiClient } from '../../api/api-client';
import { validateLogin } from '../../auth/account-rules';
import { AuthCard, EmailField, PasswordField } from '../../auth/auth-card';
import { useAuthForm } from '../../auth/use-auth-form';
import { useAfterSignIn, useReturnPath, type ReturnState } from '../../auth/use-session-actions';
import { useT } from '../../i18n/use-t';
import { loginMessages } from './login.fr';

/** /login, and the screen the five protected routes show a visitor in their place. */
export function LoginPage() {
  const t = useT(loginMessages);
  const afterSignIn = useAfterSignIn();
  const returnState: ReturnState = { from: useReturnPath() };
  const form = useAuthForm(
    { email: '', password: '' },
    {
      validate: validateLogin,
      send: async ({ email, password }) => {
        const result = await apiClient.call(API.auth.loginLocal, { body: { email: email.trim(), password } });
        await afterSignIn(t('success'), result.user?.role);
      },
      failed: t('failed'),
    },
  );

  return (
    <AuthCard
      labels={{ title: t('title'), subtitle: t('subtitle'), submit: t('submit'), submitting: t('submitting') }}
      form={form}
      footer={{ question: t('noAccount'), link: t('signupLink'), to: '/signup', state: returnState }}
    >
      <EmailField value={form.fields.email} onChange={form.set('email')} rule={form.errors.email} />
      <PasswordField value={form.fields.password} onChange={form.set('password')} rule={form.errors.password} autoComplete="current-password" />
      <Group justify="flex-end">
        <Anchor component={Link} to="/forgot-password" size="sm">
          {t('forgotPassword')}
        </Anchor>
      </Group>
    </AuthCard>
  );
}
