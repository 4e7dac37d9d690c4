import { Anchor, Badge, Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { API, REJECTION_REASON_LIMITS, type VerificationAdminDto, type VerificationStatus } from '@lieux/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { apiClient } from '../../api/api-client';
import { adminMessages } from '../../admin/admin.fr';
import { useAdminAction, useVerificationsQuery } from '../../admin/admin.queries';
import { useT } from '../../i18n/use-t';
import { AdminQueryView, DocumentLinks, EmptyList, ReasonModal, useFormatTime } from './admin-parts';
import classes from './admin.module.css';

const STATUSES: readonly VerificationStatus[] = ['submitted', 'approved', 'rejected'];

/** Merchant verifications: the ones waiting first; documents open through the API's signed links; approve, or reject with a reason. */
export function VerificationsTab() {
  const t = useT(adminMessages);
  const formatTime = useFormatTime();
  const [status, setStatus] = useState<VerificationStatus>('submitted');
  const verifications = useVerificationsQuery(status);
  const [rejecting, setRejecting] = useState<VerificationAdminDto | null>(null);
  const decide = useAdminAction(
    ({ venueId, reason }: { venueId: string; reason?: string }) =>
      apiClient.call(API.adminVerifications.decide, { params: { venueId }, body: reason === undefined ? { decision: 'approve' } : { decision: 'reject', reason } }),
    rejecting ? t('verifications.rejected') : t('verifications.approved'),
  );

  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t('list.status')}
        value={status}
        onChange={(value) => setStatus(value as VerificationStatus)}
        data={STATUSES.map((value) => ({ value, label: t(`verifications.status.${value}`) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <AdminQueryView query={verifications}>
        {(data) => (
          <Stack gap="sm">
            {data.length === 0 && <EmptyList />}
            {data.map((verification) => (
              <Paper key={verification.venueId} withBorder radius="md" p="md" data-admin-verification={verification.venueId}>
                <div className={classes.row}>
                  <Stack gap={4}>
                    <Group gap="xs">
                      <Anchor component={Link} to={`/venue/${verification.venueSlug}`} fw={600}>
                        {verification.venueName}
                      </Anchor>
                      <Text fz="sm" c="dark.5">
                        {verification.venueCity}
                      </Text>
                      <Badge variant="light">{t(`verifications.status.${verification.status}`)}</Badge>
                    </Group>
                    {verification.submittedAt && (
                      <Text fz="xs" c="dark.5">
                        {t('verifications.submittedAt', { date: formatTime(verification.submittedAt) })}
                      </Text>
                    )}
                    <Text fz="sm" fw={600}>
                      {t('verifications.documents')}
                    </Text>
                    <DocumentLinks documents={verification.documents} />
                    {verification.missingKinds.length > 0 && (
                      <Text fz="sm" c="orange.9">
                        {t('verifications.missing', { kinds: verification.missingKinds.map((kind) => t(`document.${kind}`)).join(', ') })}
                      </Text>
                    )}
                    {verification.reason && (
                      <Text fz="sm" c="red.8">
                        {t('venues.rejectedBecause', { reason: verification.reason })}
                      </Text>
                    )}
                  </Stack>
                  {verification.status === 'submitted' && (
                    <Group gap="xs">
                      <Button
                        size="xs"
                        color="teal"
                        loading={decide.isPending && decide.variables.reason === undefined && decide.variables.venueId === verification.venueId}
                        onClick={() => decide.mutate({ venueId: verification.venueId })}
                      >
                        {t('verifications.approve')}
                      </Button>
                      <Button size="xs" color="red" variant="light" onClick={() => setRejecting(verification)}>
                        {t('verifications.reject')}
                      </Button>
                    </Group>
                  )}
                </div>
              </Paper>
            ))}
          </Stack>
        )}
      </AdminQueryView>
      <ReasonModal
        key={rejecting?.venueId ?? 'none'}
        opened={rejecting !== null}
        title={t('verifications.rejectTitle', { name: rejecting?.venueName ?? '' })}
        label={t('common.reason')}
        confirm={t('verifications.reject')}
        limits={REJECTION_REASON_LIMITS}
        busy={decide.isPending}
        onClose={() => setRejecting(null)}
        onConfirm={(reason) => rejecting && decide.mutate({ venueId: rejecting.venueId, reason }, { onSuccess: () => setRejecting(null) })}
      />
    </Stack>
  );
}
