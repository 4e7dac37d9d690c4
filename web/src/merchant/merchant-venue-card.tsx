import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { MerchantVenueDto, VenueStatus } from '@lieux/contracts';
import { cityLabel } from '../i18n/place-label';
import { placeMessages } from '../i18n/places.fr';
import { useT } from '../i18n/use-t';
import { photoWorkspaceMessages } from '../photos/photo-workspace.fr';
import { VerificationBadge } from '../photos/verification-badge';
import { ScoreBadge } from '../venues/score-badge';
import { VenueThumb } from './venue-thumb';
import { venuePath } from '../venues/venue-path';
import venueClasses from '../venues/venues.module.css';
import { workspaceMessages } from './workspace.fr';

const STATUS_COLOR: Record<VenueStatus, string> = { pending: 'yellow', approved: 'teal', rejected: 'red' };
/** The badge's text: dark enough on its pale background for WCAG AA (yellow's own shades are not). */
const STATUS_TEXT: Record<VenueStatus, string> = { pending: 'dark.8', approved: 'zellige.9', rejected: 'red.9' };

/** The moderation status as a badge: 'En attente', 'Publié', 'Refusé'. */
export function VenueStatusBadge({ status }: { status: VenueStatus }) {
  const t = useT(workspaceMessages);
  return (
    <Badge color={STATUS_COLOR[status]} c={STATUS_TEXT[status]} variant="light" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}

/** One of the merchant's venues: status, score, votes, and its actions (edit, page when public, statistics). */
export function MerchantVenueCard({ venue }: { venue: MerchantVenueDto }) {
  const t = useT(workspaceMessages);
  const tPhotos = useT(photoWorkspaceMessages);
  const tPlaces = useT(placeMessages);
  const edit = `/merchant/venue/${venue.id}/edit`;
  return (
    <Paper component="article" withBorder radius="lg" p="md" aria-label={venue.name} data-venue-id={venue.id}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <VenueThumb venue={venue} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          {/* The name keeps at least 10rem beside the score; on a narrow phone the badge goes below it
              rather than squeezing the name to a word per line. */}
          <Group gap="xs" justify="space-between" align="flex-start">
            <Title order={3} fz="lg" lh={1.3} style={{ minWidth: 0, flex: '1 1 10rem' }}>
              <bdi>{venue.name}</bdi>
            </Title>
            <ScoreBadge score={venue.score} />
          </Group>
          {/* The address as written (Latin in any interface), the city in the reader's language. */}
          <Text fz="sm" c="dark.5" truncate className={venueClasses.plainTruncate}>
            {[venue.address, cityLabel(tPlaces, venue.city)].filter(Boolean).join(', ')}
          </Text>
          <Group gap="xs">
            <VenueStatusBadge status={venue.status} />
            <VerificationBadge status={venue.verificationStatus} />
            <Text fz="sm" c="dark.5">
              {t('venue.votes', { count: venue.voteCount })}
            </Text>
          </Group>
          {venue.status === 'pending' && (
            <Text fz="xs" c="dark.4">
              {t('status.pendingHelp')}
            </Text>
          )}
          {venue.status === 'rejected' && (
            // The admin's reason (issue 14), as they wrote it: French text in any interface language.
            <Alert color="red" variant="light" p="xs" data-testid="rejection-reason">
              {venue.rejectionReason && (
                <>
                  <Text fz="sm" fw={600} c="red.9">
                    {t('status.rejectedReason')}
                  </Text>
                  <Text fz="sm" c="red.9" dir="auto" lang="fr">
                    {venue.rejectionReason}
                  </Text>
                </>
              )}
              <Text fz="xs" c="dark.6">
                {t('status.rejectedHelp')}
              </Text>
            </Alert>
          )}
          <Group gap="xs" mt={4}>
            <Button component={Link} to={edit} size="xs" variant="light">
              {t('venue.edit')}
            </Button>
            <Button component={Link} to={`${edit}?tab=photos`} size="xs" variant="subtle">
              {tPhotos('tab.photos', { count: venue.photoCount })}
            </Button>
            <Button component={Link} to={`${edit}?tab=verification`} size="xs" variant="subtle">
              {tPhotos('tab.verification')}
            </Button>
            <Button component={Link} to={`/merchant/venue/${venue.id}/analytics`} size="xs" variant="subtle">
              {t('venue.analytics')}
            </Button>
            {venue.status === 'approved' && (
              <Button component={Link} to={venuePath(venue.slug)} size="xs" variant="subtle">
                {t('venue.view')}
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
