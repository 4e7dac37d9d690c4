import { Accordion, Badge, Button, Group, NativeSelect, Paper, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { ADMIN_PAGE_SIZE, API, INBOX_KINDS, INBOX_REPLY_LIMITS, INBOX_STATUSES, type InboxKind, type InboxMessageDto, type InboxStatus } from '@lieux/contracts';
import { useState } from 'react';
import { apiClient } from '../../api/api-client';
import { isValidReason, personName } from '../../admin/admin-rules';
import { adminMessages } from '../../admin/admin.fr';
import { useAdminAction, useAdminInboxQuery } from '../../admin/admin.queries';
import { useListPage } from '../../admin/use-list-page';
import { useT } from '../../i18n/use-t';
import { contactMessages, type ContactMessageKey } from '../contact/contact.fr';
import { AdminQueryView, EmptyList, ListFooter, useFormatTime } from './admin-parts';

const STATUS_COLOR: Record<InboxStatus, string> = { new: 'orange', read: 'blue', answered: 'teal', closed: 'gray' };

/** Still waiting for support's answer. */
const WAITING: readonly InboxStatus[] = ['new', 'read'];

/** Contact messages and GDPR requests: filters by kind and status; each opens to read, reply by e-mail, set its status. */
export function InboxTab() {
  const t = useT(adminMessages);
  const [kind, setKind] = useState<InboxKind | 'all'>('all');
  const [status, setStatus] = useState<InboxStatus | 'all'>('all');
  const { page, setPage, onFilter } = useListPage();
  const inbox = useAdminInboxQuery({ page, pageSize: ADMIN_PAGE_SIZE, ...(kind === 'all' ? {} : { kind }), ...(status === 'all' ? {} : { status }) });

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label={t('inbox.kind')}
          value={kind}
          onChange={(value) => onFilter(setKind)(value as InboxKind | 'all')}
          data={[{ value: 'all', label: t('list.all') }, ...INBOX_KINDS.map((value) => ({ value, label: t(`inbox.kind.${value}`) }))]}
        />
        <SegmentedControl
          aria-label={t('list.status')}
          value={status}
          onChange={(value) => onFilter(setStatus)(value as InboxStatus | 'all')}
          data={[{ value: 'all', label: t('list.all') }, ...INBOX_STATUSES.map((value) => ({ value, label: t(`inbox.status.${value}`) }))]}
        />
      </Group>
      <AdminQueryView query={inbox}>
        {(data) => (
          <Stack gap="sm">
            {data.items.length === 0 && <EmptyList />}
            <Accordion variant="separated" radius="md">
              {data.items.map((message) => (
                <InboxItem key={message.id} message={message} />
              ))}
            </Accordion>
            <ListFooter total={data.total} page={data.page} pageSize={data.pageSize} onPage={setPage} />
          </Stack>
        )}
      </AdminQueryView>
    </Stack>
  );
}

function InboxItem({ message }: { message: InboxMessageDto }) {
  const t = useT(adminMessages);
  const tContact = useT(contactMessages);
  const formatTime = useFormatTime();
  const [reply, setReply] = useState('');
  const send = useAdminAction((body: string) => apiClient.call(API.admin.replyInbox, { params: { id: message.id }, body: { body } }), t('inbox.replied'));
  const setStatus = useAdminAction(
    (status: InboxStatus) => apiClient.call(API.admin.setInboxStatus, { params: { id: message.id }, body: { status } }),
    t('inbox.statusChanged'),
  );
  const contactLabel = (key: string) => (Object.hasOwn(contactMessages.fr, key) ? tContact(key as ContactMessageKey) : key);
  const subject = message.requestType ? contactLabel(`requestType.${message.requestType}`) : contactLabel(`subject.${message.subject}`);
  const sender = personName(message);
  // Past the promised time and still unanswered: the team sees it is late (priority support, docs/legal.md).
  const late = WAITING.includes(message.status) && Date.parse(message.respondBy) < Date.now();

  return (
    <Accordion.Item value={message.id} data-inbox-message={message.id}>
      <Accordion.Control>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" color={STATUS_COLOR[message.status]}>
            {t(`inbox.status.${message.status}`)}
          </Badge>
          {message.priority && <Badge color="grape">{t('inbox.priority')}</Badge>}
          {late && <Badge color="red">{t('inbox.late')}</Badge>}
          {message.subject === 'gdpr' && <Badge variant="outline">{t('inbox.kind.gdpr')}</Badge>}
          <Text fw={600}>{sender}</Text>
          <Text fz="sm" c="dark.5">
            {subject} · {formatTime(message.createdAt)}
          </Text>
          {WAITING.includes(message.status) && (
            <Text fz="sm" c={late ? 'red.9' : 'dark.5'} fw={late ? 600 : undefined}>
              {t('inbox.respondBy', { time: formatTime(message.respondBy) })}
            </Text>
          )}
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          <Text fz="sm" c="dark.5">
            {t('inbox.from', { name: sender, email: message.email })}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{message.message}</Text>
          {message.replies.length > 0 && (
            <Stack gap="xs">
              <Text fw={600} fz="sm">
                {t('inbox.replies')}
              </Text>
              {message.replies.map((entry) => (
                <Paper key={entry.id} withBorder p="sm" radius="md" bg="gray.0">
                  <Text fz="xs" c="dark.5">
                    {formatTime(entry.sentAt)}
                    {entry.sentBy && ` · ${t('common.by', { name: personName(entry.sentBy) })}`}
                  </Text>
                  <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {entry.body}
                  </Text>
                </Paper>
              ))}
            </Stack>
          )}
          <form
            onSubmit={(event) => {
              event.preventDefault();
              send.mutate(reply.trim(), { onSuccess: () => setReply('') });
            }}
          >
            <Stack gap="xs">
              <Textarea label={t('inbox.replyLabel')} value={reply} onChange={(event) => setReply(event.currentTarget.value)} autosize minRows={3} maxLength={INBOX_REPLY_LIMITS.max} />
              <Group justify="space-between" align="flex-end" wrap="wrap">
                <NativeSelect
                  size="xs"
                  label={t('inbox.setStatus')}
                  value={message.status}
                  disabled={setStatus.isPending}
                  onChange={(event) => setStatus.mutate(event.currentTarget.value as InboxStatus)}
                  data={INBOX_STATUSES.map((value) => ({ value, label: t(`inbox.status.${value}`) }))}
                />
                <Button type="submit" size="sm" disabled={!isValidReason(reply, INBOX_REPLY_LIMITS)} loading={send.isPending}>
                  {t('inbox.send')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
