import { Anchor, Badge, Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { ADMIN_PAGE_SIZE, ADMIN_REASON_LIMITS, API, type AdminVenueDto, type VenueStatus } from '@lieux/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { apiClient } from '../../api/api-client';
import { personName } from '../../admin/admin-rules';
import { adminMessages } from '../../admin/admin.fr';
import { useAdminAction, useAdminVenuesQuery } from '../../admin/admin.queries';
import { useDebouncedValue } from '../../admin/use-debounced-value';
import { useListPage } from '../../admin/use-list-page';
import { cityLabel } from '../../i18n/place-label';
import { placeMessages } from '../../i18n/places.fr';
import { useT } from '../../i18n/use-t';
import { formatScore } from '../../venues/format-count';
import { PagedList, ReasonModal, SearchField } from './admin-parts';
import classes from './admin.module.css';

type StatusFilter = VenueStatus | 'all';
const STATUS_FILTERS: readonly StatusFilter[] = ['all', 'pending', 'approved', 'rejected'];
export const VENUE_STATUS_COLOR: Record<VenueStatus, string> = { pending: 'orange', approved: 'teal', rejected: 'red' };

/** Venues: search (300 ms after typing), status filter, pages of 8, approve, reject or delete for good, with a reason. */
export function VenuesTab() {
  const t = useT(adminMessages);
  const tPlaces = useT(placeMessages);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const { page, setPage, onFilter } = useListPage();
  const q = useDebouncedValue(search.trim());
  const query = { page, pageSize: ADMIN_PAGE_SIZE, ...(q ? { q } : {}), ...(status === 'all' ? {} : { status }) };
  const venues = useAdminVenuesQuery(query);
  const [rejecting, setRejecting] = useState<AdminVenueDto | null>(null);
  const approve = useAdminAction((id: string) => apiClient.call(API.admin.approveVenue, { params: { id } }), t('venues.approved'));
  const reject = useAdminAction(
    ({ id, reason }: { id: string; reason: string }) => apiClient.call(API.admin.rejectVenue, { params: { id }, body: { reason } }),
    t('venues.rejected'),
  );
  const [deleting, setDeleting] = useState<AdminVenueDto | null>(null);
  const remove = useAdminAction(
    ({ id, reason }: { id: string; reason: string }) => apiClient.call(API.admin.deleteVenue, { params: { id }, body: { reason } }),
    t('venues.deleted'),
  );

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap" align="flex-end">
        <SearchField placeholder={t('venues.searchPlaceholder')} value={search} onChange={onFilter(setSearch)} />
        <SegmentedControl
          aria-label={t('list.status')}
          value={status}
          onChange={(value) => onFilter(setStatus)(value as StatusFilter)}
          data={STATUS_FILTERS.map((value) => ({ value, label: t(`venues.status.${value}`) }))}
        />
      </Group>
      <PagedList query={venues} onPage={setPage}>
        {(venue) => (
          <Paper key={venue.id} withBorder radius="md" p="md" data-admin-venue={venue.id}>
            <div className={classes.row}>
              <Stack gap={2}>
                <Group gap="xs">
                  <Anchor component={Link} to={`/venue/${venue.slug}`} fw={600}>
                    {venue.name}
                  </Anchor>
                  <Badge color={VENUE_STATUS_COLOR[venue.status]} variant="light">
                    {t(`venue.status.${venue.status}`)}
                  </Badge>
                </Group>
                <Text fz="sm" c="dark.5">
                  {cityLabel(tPlaces, venue.city)} · {venue.owner ? `${personName(venue.owner)} (${venue.owner.email})` : t('venues.noOwner')}
                </Text>
                <Text fz="sm" c="dark.5">
                  {t('venues.score')} : <bdi>{venue.score === null ? '–' : formatScore(venue.score)}</bdi> · {t('venues.votes')} : {venue.votes}
                </Text>
                {venue.status === 'rejected' && venue.rejectionReason && (
                  <Text fz="sm" c="red.8">
                    {t('venues.rejectedBecause', { reason: venue.rejectionReason })}
                  </Text>
                )}
              </Stack>
              <Group gap="xs">
                {venue.status !== 'approved' && (
                  <Button size="xs" color="teal" loading={approve.isPending && approve.variables === venue.id} onClick={() => approve.mutate(venue.id)}>
                    {t('venues.approve')}
                  </Button>
                )}
                {venue.status !== 'rejected' && (
                  <Button size="xs" color="red" variant="light" onClick={() => setRejecting(venue)}>
                    {t('venues.reject')}
                  </Button>
                )}
                <Button size="xs" color="red" variant="outline" onClick={() => setDeleting(venue)}>
                  {t('venues.delete')}
                </Button>
              </Group>
            </div>
          </Paper>
        )}
      </PagedList>
      <ReasonModal
        key={rejecting?.id ?? 'none'}
        opened={rejecting !== null}
        title={t('venues.rejectTitle', { name: rejecting?.name ?? '' })}
        help={t('venues.rejectHelp')}
        label={t('common.reason')}
        confirm={t('venues.reject')}
        limits={ADMIN_REASON_LIMITS}
        busy={reject.isPending}
        onClose={() => setRejecting(null)}
        onConfirm={(reason) => rejecting && reject.mutate({ id: rejecting.id, reason }, { onSuccess: () => setRejecting(null) })}
      />
      <ReasonModal
        key={`delete-${deleting?.id ?? 'none'}`}
        opened={deleting !== null}
        title={t('venues.deleteTitle', { name: deleting?.name ?? '' })}
        help={t('venues.deleteHelp')}
        label={t('common.reason')}
        confirm={t('venues.deleteConfirm')}
        limits={ADMIN_REASON_LIMITS}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={(reason) => deleting && remove.mutate({ id: deleting.id, reason }, { onSuccess: () => setDeleting(null) })}
      />
    </Stack>
  );
}
