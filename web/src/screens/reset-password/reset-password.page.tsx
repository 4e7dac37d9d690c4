import { useState } from 'react';
import { Alert, Anchor, Button, PasswordInput } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { API } from '@lieux/contracts';
import { apiClient } from '../../api/api-client';
import { ApiRequestError } from '../../api/api-request.error';
import { useT } from '../../i18n/use-t';
import { PasswordScreenCard, PasswordScreenForm } from './password-screen-card';
import { useScreenTitle } from '../../layout/use-screen-title';
import { resetPasswordMessages } from './reset-password.fr';

/** `/reset-password?token=…`: the mailed link's screen; a new password ends every session of the user. */
export function ResetPasswordPage() {
  const t = useT(resetPasswordMessages);
  useScreenTitle(t('title'));
  const token = useSearchParams()[0].get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [state, setState] = useState<'idle' | 'saving' | 'done'>('idle');
  const [error, setError] = useState<string | undefined>(token === '' ? t('noToken') : undefined);

  const submit = async () => {
    const found = { password: password.length < 8 ? t('passwordMin') : undefined, confirm: confirm !== password ? t('mismatch') : undefined };
    setErrors(found);
    if (found.password || found.confirm) return;
    setError(undefined);
    setState('saving');
    try {
      await apiClient.call(API.auth.resetPassword, { body: { token, password } });
      setState('done');
    } catch (failure) {
      setState('idle');
      const code = failure instanceof ApiRequestError ? failure.code : undefined;
      setError(
        code === 'reset_token_invalid'
          ? t('tokenInvalid')
          : code === 'reset_token_expired'
            ? t('tokenExpired')
            : code === 'password_too_weak'
              ? t('weakPassword')
              : failure instanceof ApiRequestError
                ? failure.message
                : t('app.genericError'),
      );
    }
  };

  return (
    <PasswordScreenCard title={t('title')}>
      {state === 'done' ? (
        <>
          <Alert color="green" role="status">
            {t('done')}
          </Alert>
          <Button component={Link} to="/login">
            {t('login')}
          </Button>
        </>
      ) : (
        <PasswordScreenForm intro={t('intro')} error={error} onSubmit={submit}>
          <PasswordInput
            label={t('password')}
            autoComplete="new-password"
            required
            value={password}
            error={errors.password}
            disabled={token === ''}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <PasswordInput
            label={t('confirm')}
            autoComplete="new-password"
            required
            value={confirm}
            error={errors.confirm}
            disabled={token === ''}
            onChange={(event) => setConfirm(event.currentTarget.value)}
          />
          <Button type="submit" loading={state === 'saving'} disabled={token === ''}>
            {t('submit')}
          </Button>
          {error && (
            <Anchor component={Link} to="/forgot-password" ta="center">
              {t('newLink')}
            </Anchor>
          )}
        </PasswordScreenForm>
      )}
    </PasswordScreenCard>
  );
}
