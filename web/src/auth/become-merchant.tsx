import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { API } from '@lieux/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiClient } from '../api/api-client';
import { userFacingError } from '../api/user-facing-error';
import { useT } from '../i18n/use-t';
import { showToast } from '../toasts/show-toast';
import { becomeMerchantMessages } from './become-merchant.fr';
import { authStatusQueryKey, useAuthStatus } from './use-auth-status';

/**
 * 'Devenir commerçant' for a signed-in consumer (POST /api/auth/become-merchant): the account turns
 * merchant at once (the session too), then the merchant dashboard opens — or `then`, where the
 * consumer was going (the claim screen, issue 32). Nothing for anyone else.
 */
export function BecomeMerchantCard({ then = '/merchant/dashboard' }: { then?: string }) {
  const t = useT(becomeMerchantMessages);
  const { user } = useAuthStatus();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (user?.role !== 'consumer') return null;

  const become = async () => {
    setError(null);
    setBusy(true);
    try {
      await apiClient.call(API.auth.becomeMerchant);
      showToast(t('done'), 'success');
      await queryClient.invalidateQueries({ queryKey: authStatusQueryKey });
      void navigate(then);
    } catch (failure) {
      setError(userFacingError(failure, t('app.genericError')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-labelledby="become-merchant-title">
      <Stack gap="sm" align="flex-start">
        <Title id="become-merchant-title" order={2} fz="h4">
          {t('title')}
        </Title>
        <Text>{t('body')}</Text>
        {error && (
          <Alert color="red" variant="light" role="alert" w="100%">
            {error}
          </Alert>
        )}
        <Button onClick={() => void become()} loading={busy} disabled={busy}>
          {busy ? t('busy') : t('action')}
        </Button>
      </Stack>
    </Paper>
  );
}
