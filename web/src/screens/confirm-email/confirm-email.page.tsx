import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { API } from '@lieux/contracts';
import { apiClient } from '../../api/api-client';
import { ApiRequestError } from '../../api/api-request.error';
import { authStatusQueryKey } from '../../auth/use-auth-status';
import { useT } from '../../i18n/use-t';
import { useScreenTitle } from '../../layout/use-screen-title';
import { PasswordScreenCard } from '../reset-password/password-screen-card';
import { confirmEmailMessages } from './confirm-email.fr';

type Outcome = { state: 'confirming' } | { state: 'done' } | { state: 'failed'; reason: 'noToken' | 'tokenInvalid' | 'tokenExpired' | 'other'; message?: string };

/**
 * `/confirm-email?token=…`: the welcome mail's link (issue 30 §9). It confirms at once, once (a
 * React re-render or a reload sends the token again, which the server answers as a success), and says
 * so; the account's votes then count in public. Signed in or not: the link may open in another browser.
 */
export function ConfirmEmailPage() {
  const t = useT(confirmEmailMessages);
  useScreenTitle(t('title'));
  const token = useSearchParams()[0].get('token') ?? '';
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>(token === '' ? { state: 'failed', reason: 'noToken' } : { state: 'confirming' });
  const sent = useRef(false);

  useEffect(() => {
    if (token === '' || sent.current) return;
    sent.current = true;
    apiClient
      .call(API.auth.confirmEmail, { body: { token } })
      .then(async () => {
        setOutcome({ state: 'done' });
        await queryClient.invalidateQueries({ queryKey: authStatusQueryKey });
      })
      .catch((failure: unknown) => {
        const code = failure instanceof ApiRequestError ? failure.code : undefined;
        const reason = code === 'email_confirmation_invalid' ? 'tokenInvalid' : code === 'email_confirmation_expired' ? 'tokenExpired' : 'other';
        setOutcome({ state: 'failed', reason, message: failure instanceof ApiRequestError ? failure.message : undefined });
      });
  }, [token, queryClient]);

  return (
    <PasswordScreenCard title={t('title')}>
      {outcome.state === 'confirming' && (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{t('confirming')}</Text>
        </Group>
      )}
      {outcome.state === 'done' && (
        <Alert color="green" role="status">
          {t('done')}
        </Alert>
      )}
      {outcome.state === 'failed' && (
        <Alert color="red" role="alert">
          {outcome.reason === 'other' ? (outcome.message ?? t('app.genericError')) : t(outcome.reason)}
        </Alert>
      )}
      {outcome.state !== 'confirming' && (
        <Group gap="sm">
          <Button component={Link} to={outcome.state === 'done' ? '/explorer' : '/compte'}>
            {outcome.state === 'done' ? t('explore') : t('account')}
          </Button>
        </Group>
      )}
    </PasswordScreenCard>
  );
}
