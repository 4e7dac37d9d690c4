import { Badge, Group, NativeSelect, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { ADMIN_PAGE_SIZE, AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditAction, type AuditEntryDto, type AuditTargetType } from '@lieux/contracts';
import { useState } from 'react';
import { auditChanges, dayParameter, personName } from '../../admin/admin-rules';
import { adminMessages } from '../../admin/admin.fr';
import { useAuditQuery } from '../../admin/admin.queries';
import { useListPage } from '../../admin/use-list-page';
import { useT } from '../../i18n/use-t';
import { PagedList, useFormatTime } from './admin-parts';
import classes from './admin.module.css';

/**
 * The audit log, newest first: filters by action, target type and days (Moroccan time). Each entry
 * shows who, what, when, the reason and the fields it changed, before and after. Read-only: there
 * is no way to edit or delete an entry.
 */
export function AuditTab() {
  const t = useT(adminMessages);
  const [action, setAction] = useState<AuditAction | ''>('');
  const [targetType, setTargetType] = useState<AuditTargetType | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const { page, setPage, onFilter } = useListPage();
  const fromDay = dayParameter(from);
  const toDay = dayParameter(to);
  const audit = useAuditQuery({
    page,
    pageSize: ADMIN_PAGE_SIZE,
    ...(action ? { action } : {}),
    ...(targetType ? { targetType } : {}),
    ...(fromDay ? { from: fromDay } : {}),
    ...(toDay ? { to: toDay } : {}),
  });

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap" align="flex-end">
        <NativeSelect
          label={t('audit.action')}
          value={action}
          onChange={(event) => onFilter(setAction)(event.currentTarget.value as AuditAction | '')}
          data={[{ value: '', label: t('list.all') }, ...AUDIT_ACTIONS.map((value) => ({ value, label: t(`audit.action.${value}`) }))]}
        />
        <NativeSelect
          label={t('audit.targetType')}
          value={targetType}
          onChange={(event) => onFilter(setTargetType)(event.currentTarget.value as AuditTargetType | '')}
          data={[{ value: '', label: t('list.all') }, ...AUDIT_TARGET_TYPES.map((value) => ({ value, label: t(`audit.target.${value}`) }))]}
        />
        <TextInput type="date" label={t('audit.from')} value={from} onChange={(event) => onFilter(setFrom)(event.currentTarget.value)} />
        <TextInput type="date" label={t('audit.to')} value={to} onChange={(event) => onFilter(setTo)(event.currentTarget.value)} />
      </Group>
      <PagedList query={audit} onPage={setPage}>
        {(entry) => <AuditEntry key={entry.id} entry={entry} />}
      </PagedList>
    </Stack>
  );
}

function AuditEntry({ entry }: { entry: AuditEntryDto }) {
  const t = useT(adminMessages);
  const formatTime = useFormatTime();
  const changes = auditChanges(entry.before, entry.after);
  return (
    <Paper withBorder radius="md" p="md" data-audit-entry={entry.id} data-audit-action={entry.action}>
      <Stack gap="xs">
        <div className={classes.row}>
          <Group gap="xs">
            <Badge variant="light">{t(`audit.action.${entry.action}`)}</Badge>
            <Text fw={600}>
              {t(`audit.target.${entry.targetType}`)} : {entry.targetLabel ?? entry.targetId}
            </Text>
          </Group>
          <Text fz="xs" c="dark.5">
            {formatTime(entry.at)}
          </Text>
        </div>
        <Text fz="sm" c="dark.5">
          {t('audit.byWhom', { name: entry.actor ? `${personName(entry.actor)} (${entry.actor.email})` : t('audit.deletedActor') })}
        </Text>
        {entry.reason && <Text fz="sm">{t('audit.reason', { reason: entry.reason })}</Text>}
        {changes.length > 0 && (
          <Table.ScrollContainer minWidth={320}>
            <Table fz="sm" withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('audit.field')}</Table.Th>
                  <Table.Th>{t('audit.before')}</Table.Th>
                  <Table.Th>{t('audit.after')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {changes.map((change) => (
                  <Table.Tr key={change.field}>
                    <Table.Td dir="ltr">{change.field}</Table.Td>
                    <Table.Td>
                      <bdi>{change.before}</bdi>
                    </Table.Td>
                    <Table.Td>
                      <bdi>{change.after}</bdi>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
