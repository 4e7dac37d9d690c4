import { Badge, Button, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { PROVIDER_LABELS, type MerchantVenueDto, type PlanDto, type TipDto } from '@lieux/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { connectionState } from '../../connections/connection-rules';
import { connectionsMessages } from '../../connections/connections.fr';
import { useConnectionsQuery } from '../../connections/connections.queries';
import { STATE_BADGE } from '../../connections/state-badge';
import { useT } from '../../i18n/use-t';
import { quotaPercent } from '../../merchant/workspace-rules';
import { workspaceMessages } from '../../merchant/workspace.fr';
import { ACTION_COLORS } from '../../app/action-colors';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={title}>
      <Title order={2} fz="md" mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The quota bar: venues used of the plan's limit, remaining slots or 'Limite atteinte'; add-venue disabled at the limit. */
export function QuotaCard({ plan }: { plan: PlanDto }) {
  const t = useT(workspaceMessages);
  const full = !plan.canCreateVenue;
  return (
    <Card title={t('quota.title')}>
      <Stack gap="xs">
        <Text fz="sm">{t('quota.used', { used: plan.used, limit: plan.limit })}</Text>
        <Progress value={quotaPercent(plan)} color={full ? 'orange' : 'teal'} aria-label={t('quota.used', { used: plan.used, limit: plan.limit })} />
        <Text fz="sm" fw={600} c={full ? 'terracotta.9' : 'zellige.9'} data-quota={full ? 'full' : 'open'}>
          {full ? t('quota.full') : t('quota.remaining', { count: plan.remaining })}
        </Text>
        <AddVenueButton plan={plan} />
      </Stack>
    </Card>
  );
}

/** 'Ajouter un lieu', disabled once the plan's venues are all used (spec "Merchant dashboard"). */
export function AddVenueButton({ plan }: { plan: PlanDto }) {
  const t = useT(workspaceMessages);
  return plan.canCreateVenue ? (
    <Button component={Link} to="/lieu/nouveau">
      {t('action.addVenue')}
    </Button>
  ) : (
    <Button disabled title={t('plan.limitFull')}>
      {t('action.addVenue')}
    </Button>
  );
}

/** The subscription card: the plan, what it allows, a pending request, and the way to change it. */
export function SubscriptionCard({ plan }: { plan: PlanDto }) {
  const t = useT(workspaceMessages);
  return (
    <Card title={t('plan.title')}>
      <Stack gap="xs">
        <Group gap="xs">
          <Badge color={plan.plan === 'pro' ? ACTION_COLORS.upgrade : 'gray'} size="lg" data-plan={plan.plan}>
            {t(`plan.${plan.plan}`)}
          </Badge>
        </Group>
        <Text fz="sm" c="dark.5">
          {plan.plan === 'pro' ? t('plan.proBody', { limit: plan.limit }) : t('plan.freeBody', { limit: plan.limit })}
        </Text>
        {plan.pendingRequest && (
          <Badge color="yellow" c="dark.8" variant="light" data-plan-request="pending">
            {t('plan.pending')}
          </Badge>
        )}
        <Button component={Link} to="/merchant/upgrade" variant={plan.plan === 'pro' ? 'default' : 'filled'} color={plan.plan === 'pro' ? undefined : ACTION_COLORS.upgrade}>
          {plan.plan === 'pro' ? t('plan.change') : t('action.upgrade')}
        </Button>
      </Stack>
    </Card>
  );
}

/** The tip of the day, chosen by the server from what this merchant's venues lack. */
export function TipCard({ tip, venues }: { tip: TipDto; venues: readonly MerchantVenueDto[] }) {
  const t = useT(workspaceMessages);
  const name = venues.find((venue) => venue.id === tip.venueId)?.name ?? t('tip.yourVenue');
  return (
    <Card title={t('tip.title')}>
      <Text fz="sm" data-tip={tip.id}>
        {t(`tip.${tip.id}`, { name })}
      </Text>
    </Card>
  );
}

/**
 * The social accounts linked to the merchant's venues (the connections screen's own list): each
 * platform, account and venue, its state — "à reconnecter" stands out — and the way to manage them.
 */
export function ConnectionsPanel({ venues }: { venues: readonly MerchantVenueDto[] }) {
  const t = useT(workspaceMessages);
  const tc = useT(connectionsMessages);
  const connections = useConnectionsQuery();
  const venueName = (id: string) => venues.find((venue) => venue.id === id)?.name ?? '';
  return (
    <Card title={t('connections.title')}>
      <Stack gap="xs">
        {connections.isError ? (
          <Text fz="sm" c="red.8" role="alert">
            {tc('loadFailed')}
          </Text>
        ) : connections.data === undefined ? (
          <Skeleton height={48} radius="md" />
        ) : connections.data.length === 0 ? (
          <Text fz="sm" c="dark.5">
            {t('connections.none')}
          </Text>
        ) : (
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {connections.data.map((connection) => {
              const state = connectionState(connection);
              return (
                <Group component="li" key={connection.id} justify="space-between" gap="xs" wrap="nowrap" data-provider={connection.provider} data-state={state}>
                  <div style={{ minWidth: 0 }}>
                    <Text fz="sm" truncate>
                      {PROVIDER_LABELS[connection.provider]} · <bdi>{connection.accountName}</bdi>
                    </Text>
                    {venues.length > 1 && (
                      <Text fz="xs" c="dark.5" truncate>
                        {tc('panel.venue', { venue: venueName(connection.venueId) })}
                      </Text>
                    )}
                  </div>
                  <Badge color={STATE_BADGE[state].color} c="dark.8" variant="light" style={{ flexShrink: 0 }}>
                    {tc(STATE_BADGE[state].key)}
                  </Badge>
                </Group>
              );
            })}
          </Stack>
        )}
        {connections.data?.some((connection) => connectionState(connection) === 'needs_reconnect') && (
          <Text fz="sm" fw={600} c="orange.9" data-needs-reconnect>
            {tc('panel.needsReconnect')}
          </Text>
        )}
        <Button component={Link} to="/merchant/connections" variant="light">
          {t('connections.manage')}
        </Button>
      </Stack>
    </Card>
  );
}

/** The spec's quick actions. */
export function QuickActions() {
  const t = useT(workspaceMessages);
  const actions = [
    { to: '/merchant/venues', label: t('action.allVenues') },
    { to: '/merchant/content', label: t('action.content') },
    { to: '/merchant/connections', label: t('action.connections') },
    { to: '/merchant/onboarding', label: t('action.onboarding') },
  ];
  return (
    <Card title={t('actions.title')}>
      <Stack gap={6}>
        {actions.map(({ to, label }) => (
          <Button key={to} component={Link} to={to} variant="subtle" justify="flex-start">
            {label}
          </Button>
        ))}
      </Stack>
    </Card>
  );
}
