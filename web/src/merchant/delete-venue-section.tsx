import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { API } from '@lieux/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiClient } from '../api/api-client';
import { userFacingError } from '../api/user-facing-error';
import { useT } from '../i18n/use-t';
import { showToast } from '../toasts/show-toast';
import { useRefreshAfterVenueChange } from './merchant.queries';
import { venueFormMessages } from './venue-form.fr';

/**
 * The edit screen's last section (issue 30 §5): its owner deletes the venue for good, after a
 * confirmation that says what goes with it and that closing it keeps it visible instead. An admin
 * deletes from the console, with a reason (the server asks for one).
 */
export function DeleteVenueSection({ venueId, venueName }: { venueId: string; venueName: string }) {
  const t = useT(venueFormMessages);
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  const refresh = useRefreshAfterVenueChange();
  const remove = useMutation({
    mutationFn: () => apiClient.call(API.merchantVenues.remove, { params: { id: venueId } }),
    onSuccess: async () => {
      setConfirming(false);
      showToast(t('delete.done'), 'success');
      await refresh();
      void navigate('/merchant/venues');
    },
    onError: (error) => showToast(userFacingError(error, t('app.genericError')), 'error'),
  });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="delete-venue-title" style={{ borderColor: 'var(--mantine-color-red-3)' }}>
      <Stack gap="sm">
        <Title order={2} fz="lg" id="delete-venue-title">
          {t('delete.title')}
        </Title>
        <Text fz="sm">{t('delete.body')}</Text>
        <Group>
          <Button color="red" variant="outline" onClick={() => setConfirming(true)}>
            {t('delete.open')}
          </Button>
        </Group>
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('delete.confirmTitle', { name: venueName })} centered>
        <Stack gap="md">
          <Text fz="sm">{t('delete.confirmBody')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('delete.cancel')}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
              {t('delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
