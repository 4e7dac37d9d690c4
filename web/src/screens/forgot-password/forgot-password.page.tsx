import { useState } from 'react';
import { Alert, Anchor, Button, TextInput } from '@mantine/core';
import { Link } from 'react-router-dom';
import { API } from '@lieux/contracts';
import { apiClient } from '../../api/api-client';
import { ApiRequestError } from '../../api/api-request.error';
import { useLocale } from '../../i18n/use-locale';
import { useT } from '../../i18n/use-t';
import { useScreenTitle } from '../../layout/use-screen-title';
import { PasswordScreenCard, PasswordScreenForm } from '../reset-password/password-screen-card';
import { forgotPasswordMessages } from './forgot-password.fr';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `/forgot-password`: asks for a reset link; the answer is the same whether the account exists or not. */
export function ForgotPasswordPage() {
  const t = useT(forgotPasswordMessages);
  const { locale } = useLocale();
  useScreenTitle(t('title'));
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | undefined>();

  const submit = async () => {
    if (!EMAIL.test(email.trim())) {
      setFieldError(t('emailInvalid'));
      return;
    }
    setFieldError(undefined);
    setError(undefined);
    setState('sending');
    try {
      await apiClient.call(API.auth.forgotPassword, { body: { email: email.trim(), locale } });
      setState('sent');
    } catch (failure) {
      setState('idle');
      setError(failure instanceof ApiRequestError && failure.code === 'rate_limited' ? t('rateLimited') : failure instanceof ApiRequestError ? failure.message : t('app.genericError'));
    }
  };

  return (
    <PasswordScreenCard title={t('title')}>
      {state === 'sent' ? (
        <Alert color="green" role="status">
          {t('sent')}
        </Alert>
      ) : (
        <PasswordScreenForm intro={t('intro')} error={error} onSubmit={submit}>
          <TextInput
            label={t('email')}
            type="email"
            autoComplete="email"
            dir="ltr"
            required
            value={email}
            error={fieldError}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <Button type="submit" loading={state === 'sending'}>
            {t('submit')}
          </Button>
        </PasswordScreenForm>
      )}
      <Anchor component={Link} to="/login" ta="center">
        {t('backToLogin')}
      </Anchor>
    </PasswordScreenCard>
  );
}
