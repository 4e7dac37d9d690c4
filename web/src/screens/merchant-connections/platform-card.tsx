import { Alert, Anchor, Badge, Button, Group, Modal, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { PROVIDER_LABELS, connectionAuthorizeUrl, type ConnectionDto, type Locale } from '@lieux/contracts';
import { useState } from 'react';
import { userFacingError } from '../../api/user-facing-error';
import { connectionsMessages } from '../../connections/connections.fr';
import { useDisconnect, useToggleConnection } from '../../connections/connections.queries';
import type { PlatformCard as PlatformCardModel } from '../../connections/connection-rules';
import { formatSyncTime } from '../../connections/format-sync-time';
import { STATE_BADGE } from '../../connections/state-badge';
import { INTL_LOCALES } from '../../i18n/intl-locales';
import { useLocale } from '../../i18n/use-locale';
import { useT } from '../../i18n/use-t';
import { showToast } from '../../toasts/show-toast';

/**
 * One platform for one venue: its weight in the score, and the account linked (name, sync, sandbox
 * label, switch, disconnect) or the way to link one. "Connecter" is a plain link: the browser leaves
 * for the platform's consent page and comes back through the callback.
 */
export function PlatformCard({ card, venueId, venueName }: { card: PlatformCardModel; venueId: string; venueName: string }) {
  const t = useT(connectionsMessages);
  const label = PROVIDER_LABELS[card.provider];
  const badge = STATE_BADGE[card.state];
  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-label={label} data-provider={card.provider} data-state={card.state}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="center" wrap="nowrap" gap="xs">
          <Title order={2} fz="lg">
            {label}
          </Title>
          <Badge color={badge.color} c="dark.8" variant="light" style={{ flexShrink: 0, overflow: 'visible' }}>
            {t(badge.key)}
          </Badge>
        </Group>
        <Group gap={6} mt={-6}>
          <Text fz="sm" fw={600} c="zellige.9" data-score-effect={card.maxScoreEffect}>
            {t('scoreEffect', { points: card.maxScoreEffect })}
          </Text>
          {card.sandbox && card.state !== 'coming_soon' && (
            <Badge color="grape" c="dark.8" variant="light" size="sm" title={t('sandboxHint')} data-sandbox="true">
              {t('sandbox')}
            </Badge>
          )}
        </Group>
        {card.connection ? (
          <LinkedAccount card={card} connection={card.connection} venueId={venueId} venueName={venueName} />
        ) : card.state === 'coming_soon' ? (
          <>
            <Text fz="sm" c="dark.5">
              {t('comingSoonBody')}
            </Text>
            <Button disabled mt="auto" style={{ alignSelf: 'flex-start' }}>
              {t('connect')}
            </Button>
          </>
        ) : (
          <Button component="a" href={connectionAuthorizeUrl(card.provider, venueId)} mt="auto" style={{ alignSelf: 'flex-start' }}>
            {t('connect')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

function LinkedAccount({ card, connection, venueId, venueName }: { card: PlatformCardModel; connection: ConnectionDto; venueId: string; venueName: string }) {
  const t = useT(connectionsMessages);
  const { locale } = useLocale();
  const toggle = useToggleConnection();
  const reconnect = card.state === 'needs_reconnect';
  return (
    <>
      <AccountLine connection={connection} locale={locale} />
      {reconnect && (
        <Alert color="orange" variant="light" p="xs">
          <Text fz="sm" c="dark.8">
            {t('needsReconnectBody')}
          </Text>
        </Alert>
      )}
      <Group justify="space-between" mt="auto" gap="sm">
        {reconnect ? (
          card.configured && (
            <Button component="a" href={connectionAuthorizeUrl(card.provider, venueId)} color="orange">
              {t('reconnect')}
            </Button>
          )
        ) : (
          <Switch
            checked={connection.isActive}
            disabled={toggle.isPending}
            label={t('activeSwitch')}
            onChange={(event) =>
              toggle.mutate(
                { id: connection.id, isActive: event.currentTarget.checked },
                { onError: (error) => showToast(userFacingError(error, t('updateFailed')), 'error') },
              )
            }
          />
        )}
        <DisconnectButton connection={connection} venueName={venueName} />
      </Group>
    </>
  );
}

/** The account's name, its reference (a link to the public profile when the platform gives one), followers and last sync. */
function AccountLine({ connection, locale }: { connection: ConnectionDto; locale: Locale }) {
  const t = useT(connectionsMessages);
  return (
    <Stack gap={2}>
      <Text fw={600} data-account-name>
        <bdi>{connection.accountName}</bdi>
      </Text>
      {connection.profileUrl ? (
        <Anchor href={connection.profileUrl} target="_blank" rel="noopener noreferrer" fz="sm">
          <bdi dir="ltr">{connection.accountRef}</bdi>
        </Anchor>
      ) : (
        <Text fz="sm" c="dark.5">
          <bdi dir="ltr">{connection.accountRef}</bdi>
        </Text>
      )}
      {connection.metrics.followers !== null && (
        <Text fz="sm" c="dark.5">
          {t('followers', { count: new Intl.NumberFormat(INTL_LOCALES[locale]).format(connection.metrics.followers) })}
        </Text>
      )}
      <Text fz="xs" c="dark.5" data-last-sync={connection.lastSyncAt ?? 'never'}>
        {connection.lastSyncAt ? t('lastSync', { date: formatSyncTime(connection.lastSyncAt, locale) }) : t('neverSynced')}
      </Text>
    </Stack>
  );
}

/** 'Déconnecter', confirmed first: the platform's access is withdrawn and the account leaves the score. */
function DisconnectButton({ connection, venueName }: { connection: ConnectionDto; venueName: string }) {
  const t = useT(connectionsMessages);
  const [confirming, setConfirming] = useState(false);
  const disconnect = useDisconnect();
  const label = PROVIDER_LABELS[connection.provider];
  return (
    <>
      <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
        {t('disconnect')}
      </Button>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('disconnectTitle', { provider: label })} centered>
        <Stack gap="md">
          <Text fz="sm">{t('disconnectBody', { account: connection.accountName, venue: venueName })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
            <Button
              color="red"
              loading={disconnect.isPending}
              onClick={() =>
                disconnect.mutate(connection.id, {
                  onSuccess: () => {
                    setConfirming(false);
                    showToast(t('toast.disconnected'), 'success');
                  },
                  onError: (error) => showToast(userFacingError(error, t('updateFailed')), 'error'),
                })
              }
            >
              {t('disconnectConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
