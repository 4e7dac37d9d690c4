import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { claimScreenPath } from '@lieux/contracts';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n/use-t';
import { claimInvitationMessages } from './claim-invitation.fr';

/**
 * « C’est votre établissement ? Revendiquez-le » (issue 32 §2): on the page of every public venue nobody
 * owns (`claimable`), to the claim screen (signed out: the login screen first, then back there).
 */
export function ClaimInvitation({ slug }: { slug: string }) {
  const t = useT(claimInvitationMessages);
  return (
    <Paper radius="lg" p={{ base: 'md', sm: 'lg' }} bg="terracotta.0" withBorder data-claim-invitation>
      <Group justify="space-between" gap="md" wrap="wrap">
        <Stack gap={2} style={{ flex: '1 1 16rem' }}>
          <Text fw={700} fz="lg">
            {t('invitation')}
          </Text>
          <Text fz="sm" c="dark.6">
            {t('invitationBody')}
          </Text>
        </Stack>
        <Button component={Link} to={claimScreenPath(slug)} variant="outline">
          {t('invitationAction')}
        </Button>
      </Group>
    </Paper>
  );
}
