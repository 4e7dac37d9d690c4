import { useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { API, type UserDto } from '@lieux/contracts';
import { apiClient } from '../../api/api-client';
import { userFacingError } from '../../api/user-facing-error';
import { useLocale } from '../../i18n/use-locale';
import { useT } from '../../i18n/use-t';
import { showToast } from '../../toasts/show-toast';
import { confirmEmailMessages } from './confirm-email.fr';

/**
 * The account page's word on the address (issue 30 §9): unconfirmed, what that means for the votes and
 * a button that mails the link again (in the page's language); confirmed, one line that says so.
 */
export function EmailConfirmationNotice({ user }: { user: UserDto }) {
  const t = useT(confirmEmailMessages);
  const { locale } = useLocale();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (user.emailConfirmed) {
    return (
      <Text size="sm" c="green.9">
        {t('confirmed')}
      </Text>
    );
  }
  const resend = async () => {
    setSending(true);
    setError(null);
    try {
      await apiClient.call(API.auth.resendEmailConfirmation, { body: { locale } });
      showToast(t('notice.sent'), 'success');
    } catch (failure) {
      setError(userFacingError(failure, t('app.genericError')));
    } finally {
      setSending(false);
    }
  };
  return (
    <Alert color="yellow" variant="light" title={t('notice.title')} data-testid="email-confirmation-notice">
      <Stack gap="sm">
        <Text size="sm" c="dark.8">
          {t('notice.body', { email: user.email })}
        </Text>
        {error && (
          <Text size="sm" c="red.9" role="alert">
            {error}
          </Text>
        )}
        <Button variant="default" size="xs" onClick={() => void resend()} loading={sending} style={{ alignSelf: 'flex-start' }}>
          {t('notice.resend')}
        </Button>
      </Stack>
    </Alert>
  );
}
