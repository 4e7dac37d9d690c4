import { Badge, Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Textarea, Timeline, Title } from '@mantine/core';
import {
  API,
  INCIDENT_IMPACTS,
  INCIDENT_MESSAGE_LIMITS,
  INCIDENT_STATUSES,
  INCIDENT_TITLE_LIMITS,
  type AdminIncidentDto,
  type IncidentImpact,
  type IncidentStatus,
} from '@lieux/contracts';
import { useState } from 'react';
import { apiClient } from '../../api/api-client';
import { isValidReason } from '../../admin/admin-rules';
import { adminMessages } from '../../admin/admin.fr';
import { useAdminAction, useAdminIncidentsQuery } from '../../admin/admin.queries';
import { useT } from '../../i18n/use-t';
import { AdminQueryView, useFormatTime } from './admin-parts';
import classes from './admin.module.css';

type OpenStatus = Exclude<IncidentStatus, 'resolved'>;
const OPEN_STATUSES = INCIDENT_STATUSES.filter((status): status is OpenStatus => status !== 'resolved');
const IMPACT_COLOR: Record<IncidentImpact, string> = { minor: 'yellow', major: 'orange', critical: 'red' };

/** Incidents of /statut: declare one, post updates (status `resolved` resolves it); subscribers are mailed by the server. */
export function IncidentsTab() {
  const t = useT(adminMessages);
  const incidents = useAdminIncidentsQuery();
  return (
    <Stack gap="lg">
      <OpenIncidentForm />
      <AdminQueryView query={incidents}>
        {(data) =>
          data.length === 0 ? (
            <Text c="dark.5">{t('incidents.empty')}</Text>
          ) : (
            <Stack gap="sm">
              {data.map((incident) => (
                <IncidentCard key={incident.id} incident={incident} />
              ))}
            </Stack>
          )
        }
      </AdminQueryView>
    </Stack>
  );
}

function OpenIncidentForm() {
  const t = useT(adminMessages);
  const [title, setTitle] = useState('');
  const [impact, setImpact] = useState<IncidentImpact>('minor');
  const [status, setStatus] = useState<OpenStatus>('investigating');
  const [message, setMessage] = useState('');
  const open = useAdminAction(() => apiClient.call(API.admin.openIncident, { body: { title: title.trim(), impact, status, message: message.trim() } }), t('incidents.opened'));
  const valid = isValidReason(title, INCIDENT_TITLE_LIMITS) && isValidReason(message, INCIDENT_MESSAGE_LIMITS);
  return (
    <Paper withBorder radius="lg" p="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          open.mutate(undefined, {
            onSuccess: () => {
              setTitle('');
              setMessage('');
            },
          });
        }}
      >
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t('incidents.open')}
          </Title>
          <TextInput label={t('incidents.title')} value={title} onChange={(event) => setTitle(event.currentTarget.value)} required maxLength={INCIDENT_TITLE_LIMITS.max} />
          <Group grow wrap="wrap">
            <NativeSelect
              label={t('incidents.impact')}
              value={impact}
              onChange={(event) => setImpact(event.currentTarget.value as IncidentImpact)}
              data={INCIDENT_IMPACTS.map((value) => ({ value, label: t(`incidents.impact.${value}`) }))}
            />
            <NativeSelect
              label={t('list.status')}
              value={status}
              onChange={(event) => setStatus(event.currentTarget.value as OpenStatus)}
              data={OPEN_STATUSES.map((value) => ({ value, label: t(`incidents.status.${value}`) }))}
            />
          </Group>
          <Textarea label={t('incidents.message')} value={message} onChange={(event) => setMessage(event.currentTarget.value)} required autosize minRows={2} maxLength={INCIDENT_MESSAGE_LIMITS.max} />
          <Group justify="flex-end">
            <Button type="submit" disabled={!valid} loading={open.isPending}>
              {t('incidents.open')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function IncidentCard({ incident }: { incident: AdminIncidentDto }) {
  const t = useT(adminMessages);
  const formatTime = useFormatTime();
  const [status, setStatus] = useState<IncidentStatus>(incident.status === 'resolved' ? 'resolved' : incident.status);
  const [message, setMessage] = useState('');
  const post = useAdminAction(
    () => apiClient.call(API.admin.postIncidentUpdate, { params: { id: incident.id }, body: { status, message: message.trim() } }),
    t('incidents.updated'),
  );
  const resolved = incident.status === 'resolved';
  return (
    <Paper withBorder radius="md" p="md" data-admin-incident={incident.id}>
      <Stack gap="sm">
        <div className={classes.row}>
          <Group gap="xs">
            <Text fw={600}>{incident.title}</Text>
            <Badge color={IMPACT_COLOR[incident.impact]} variant="light">
              {t(`incidents.impact.${incident.impact}`)}
            </Badge>
            <Badge color={resolved ? 'teal' : 'orange'} variant="outline">
              {t(`incidents.status.${incident.status}`)}
            </Badge>
          </Group>
          <Text fz="xs" c="dark.5">
            {incident.resolvedAt ? t('incidents.resolvedAt', { date: formatTime(incident.resolvedAt) }) : formatTime(incident.createdAt)}
          </Text>
        </div>
        <Timeline bulletSize={12} lineWidth={2}>
          {incident.updates.map((update) => (
            <Timeline.Item key={`${update.time}:${update.status}`} title={t(`incidents.status.${update.status}`)}>
              <Text fz="sm">{update.message}</Text>
              <Text fz="xs" c="dark.5">
                {formatTime(update.time)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
        {!resolved && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              post.mutate(undefined, { onSuccess: () => setMessage('') });
            }}
          >
            <Stack gap="xs">
              <Textarea label={t('incidents.postUpdate')} value={message} onChange={(event) => setMessage(event.currentTarget.value)} autosize minRows={2} maxLength={INCIDENT_MESSAGE_LIMITS.max} />
              <Group justify="space-between" align="flex-end" wrap="wrap">
                <NativeSelect
                  size="xs"
                  label={t('list.status')}
                  value={status}
                  onChange={(event) => setStatus(event.currentTarget.value as IncidentStatus)}
                  data={INCIDENT_STATUSES.map((value) => ({ value, label: t(`incidents.status.${value}`) }))}
                />
                <Button type="submit" size="sm" color={status === 'resolved' ? 'teal' : undefined} disabled={!isValidReason(message, INCIDENT_MESSAGE_LIMITS)} loading={post.isPending}>
                  {status === 'resolved' ? t('incidents.resolve') : t('incidents.postUpdate')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
