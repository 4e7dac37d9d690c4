import { Anchor, Badge, Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ADMIN_REASON_LIMITS, API, type AdminClaimDto, type ClaimMatchField, type ClaimStatus } from '@lieux/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { apiClient } from '../../api/api-client';
import { adminMessages } from '../../admin/admin.fr';
import { useAdminAction, useClaimsQuery } from '../../admin/admin.queries';
import { useT } from '../../i18n/use-t';
import { AdminQueryView, DocumentLinks, EmptyList, ReasonModal, useFormatTime } from './admin-parts';

const STATUSES: readonly ClaimStatus[] = ['pending', 'approved', 'refused', 'reported'];

/** A value inside a sentence, isolated (FSI…PDI) so that a URL or a name keeps its own direction in Arabic. */
const isolated = (value: string): string => `\u2068${value}\u2069`;

/** Whether the claim's account matched the listing by `field` (a claim with documents matches nothing by itself). */
const matchedBy = (claim: AdminClaimDto, field: ClaimMatchField): boolean => claim.evidence?.matched.includes(field) ?? false;

/**
 * Claims of listings (issue 32 §2): what the listing says and what the account proved — or the
 * documents sent, opened through short-lived links — side by side (the matching fields marked);
 * approve (the claimant becomes the owner) or refuse with a reason.
 */
export function ClaimsTab() {
  const t = useT(adminMessages);
  const formatTime = useFormatTime();
  const [status, setStatus] = useState<ClaimStatus>('pending');
  const claims = useClaimsQuery(status);
  const [refusing, setRefusing] = useState<AdminClaimDto | null>(null);
  const decide = useAdminAction(
    ({ id, reason }: { id: string; reason?: string }) =>
      reason === undefined ? apiClient.call(API.adminClaims.approve, { params: { id } }) : apiClient.call(API.adminClaims.refuse, { params: { id }, body: { reason } }),
    refusing ? t('claims.refused') : t('claims.approved'),
  );

  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t('list.status')}
        value={status}
        onChange={(value) => setStatus(value as ClaimStatus)}
        data={STATUSES.map((value) => ({ value, label: t(`claims.status.${value}`) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <AdminQueryView query={claims}>
        {(data) => (
          <Stack gap="sm">
            {data.length === 0 && <EmptyList />}
            {data.map((claim) => (
              <Paper key={claim.id} withBorder radius="md" p="md" data-admin-claim={claim.id}>
                <Group gap="xs" mb="xs">
                  <Anchor component={Link} to={`/venue/${claim.venueSlug}`} fw={600}>
                    <bdi>{claim.venueName}</bdi>
                  </Anchor>
                  <Badge variant="light">{t(`claims.status.${claim.status}`)}</Badge>
                </Group>
                <Text fz="xs" c="dark.5" mb="sm">
                  {t('claims.claimant', { who: isolated(claim.claimantEmail ?? claim.claimantUserId), date: formatTime(claim.createdAt) })}
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <ClaimColumn title={t('claims.listing')}>
                    <Text fz="sm">
                      <bdi>
                        {claim.listing.address}, {claim.listing.city}
                      </bdi>
                    </Text>
                    <Detail label={t('claims.website', { value: isolated(claim.listing.website ?? t('claims.none')) })} matched={matchedBy(claim, 'website')} />
                    <Detail label={t('claims.phone', { value: isolated(claim.listing.phone ?? t('claims.none')) })} matched={matchedBy(claim, 'phone')} />
                    {claim.listing.ownerUserId && <Text fz="sm">{t('claims.owner', { owner: isolated(claim.listing.ownerUserId) })}</Text>}
                  </ClaimColumn>
                  <ClaimColumn title={t('claims.evidence')}>
                    {claim.evidence === null ? (
                      <>
                        <Text fz="sm" fw={600}>
                          {t('claims.documents')}
                        </Text>
                        {claim.documents.length > 0 ? <DocumentLinks documents={claim.documents} /> : <Text fz="sm">{t('claims.documentsGone')}</Text>}
                      </>
                    ) : (
                      <>
                        <Text fz="sm" fw={600}>
                          {t(`claims.provider.${claim.evidence.provider}`)}
                          {claim.evidence.sandbox ? ` (${t('claims.sandbox')})` : ''}
                        </Text>
                        <Detail
                          label={t('claims.account', { value: isolated(`${claim.evidence.accountName} (${claim.evidence.accountRef})`) })}
                          matched={claim.evidence.matched.includes('handle')}
                          href={claim.evidence.profileUrl}
                        />
                        <Detail label={t('claims.website', { value: isolated(claim.evidence.website ?? t('claims.none')) })} matched={matchedBy(claim, 'website')} />
                        <Detail label={t('claims.phone', { value: isolated(claim.evidence.phone ?? t('claims.none')) })} matched={matchedBy(claim, 'phone')} />
                      </>
                    )}
                  </ClaimColumn>
                </SimpleGrid>
                {claim.evidence && claim.evidence.matched.length > 0 && (
                  <Text fz="sm" c="teal.9" mt="xs">
                    {t('claims.matched', { fields: claim.evidence.matched.map((field) => t(`claims.field.${field}`)).join(', ') })}
                  </Text>
                )}
                {claim.reason && (
                  <Text fz="sm" c="red.8" mt="xs">
                    {t('venues.rejectedBecause', { reason: claim.reason })}
                  </Text>
                )}
                {claim.status === 'pending' && (
                  <Group gap="xs" mt="sm">
                    <Button size="xs" color="teal" loading={decide.isPending && decide.variables.reason === undefined && decide.variables.id === claim.id} onClick={() => decide.mutate({ id: claim.id })}>
                      {t('claims.approve')}
                    </Button>
                    <Button size="xs" color="red" variant="light" onClick={() => setRefusing(claim)}>
                      {t('claims.refuse')}
                    </Button>
                  </Group>
                )}
              </Paper>
            ))}
          </Stack>
        )}
      </AdminQueryView>
      <ReasonModal
        key={refusing?.id ?? 'none'}
        opened={refusing !== null}
        title={t('claims.refuseTitle', { name: isolated(refusing?.venueName ?? '') })}
        label={t('common.reason')}
        confirm={t('claims.refuse')}
        limits={ADMIN_REASON_LIMITS}
        busy={decide.isPending}
        onClose={() => setRefusing(null)}
        onConfirm={(reason) => refusing && decide.mutate({ id: refusing.id, reason }, { onSuccess: () => setRefusing(null) })}
      />
    </Stack>
  );
}

function ClaimColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper bg="gray.0" radius="sm" p="sm">
      <Title order={3} fz="sm" mb={4}>
        {title}
      </Title>
      <Stack gap={2}>{children}</Stack>
    </Paper>
  );
}

/** One detail; a matching one is marked (colour and a check, so it does not rest on colour alone). */
function Detail({ label, matched, href }: { label: string; matched: boolean; href?: string | null }) {
  const text = (
    <Text fz="sm" c={matched ? 'teal.9' : undefined} fw={matched ? 600 : undefined}>
      {matched ? '✓ ' : ''}
      <bdi>{label}</bdi>
    </Text>
  );
  return href ? (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" underline="hover">
      {text}
    </Anchor>
  ) : (
    text
  );
}
