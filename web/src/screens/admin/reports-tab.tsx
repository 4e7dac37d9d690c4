import { Anchor, Badge, Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { ADMIN_PAGE_SIZE, ADMIN_REASON_LIMITS, API, REPORT_STATUSES, type AdminReportDto, type ReportStatus } from '@lieux/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { apiClient } from '../../api/api-client';
import { personName } from '../../admin/admin-rules';
import { adminMessages } from '../../admin/admin.fr';
import { useAdminAction, useAdminReportsQuery } from '../../admin/admin.queries';
import { useListPage } from '../../admin/use-list-page';
import { useT } from '../../i18n/use-t';
import { PagedList, ReasonModal, useFormatTime } from './admin-parts';
import classes from './admin.module.css';

/** `markClosed`: a visitor said the place has closed and the admin agrees — the venue is marked, then the report resolved. */
type Closing = { report: AdminReportDto; decision: 'resolve' | 'dismiss' | 'markClosed' };
const STATUS_COLOR: Record<ReportStatus, string> = { open: 'orange', resolved: 'teal', dismissed: 'gray' };

/** Reports of venues: by status (open first), each resolved or dismissed with a note. */
export function ReportsTab() {
  const t = useT(adminMessages);
  const formatTime = useFormatTime();
  const [status, setStatus] = useState<ReportStatus>('open');
  const { page, setPage, onFilter } = useListPage();
  const reports = useAdminReportsQuery({ page, pageSize: ADMIN_PAGE_SIZE, status });
  const [closing, setClosing] = useState<Closing | null>(null);
  const close = useAdminAction(
    async ({ report, decision, note }: { report: AdminReportDto; decision: Closing['decision']; note: string }) => {
      if (decision === 'markClosed') await apiClient.call(API.merchantVenues.update, { params: { id: report.venueId }, body: { permanentlyClosed: true } });
      return apiClient.call(decision === 'dismiss' ? API.admin.dismissReport : API.admin.resolveReport, { params: { id: report.id }, body: { note } });
    },
    closing?.decision === 'dismiss' ? t('reports.dismissed') : closing?.decision === 'markClosed' ? t('reports.markedClosed') : t('reports.resolved'),
  );
  const titles = { resolve: t('reports.resolveTitle'), dismiss: t('reports.dismissTitle'), markClosed: t('reports.markClosedTitle') };
  const confirms = { resolve: t('reports.resolve'), dismiss: t('reports.dismiss'), markClosed: t('reports.markClosed') };

  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t('list.status')}
        value={status}
        onChange={(value) => onFilter(setStatus)(value as ReportStatus)}
        data={REPORT_STATUSES.map((value) => ({ value, label: t(`reports.status.${value}`) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <PagedList query={reports} onPage={setPage}>
        {(report) => (
          <Paper key={report.id} withBorder radius="md" p="md" data-admin-report={report.id}>
            <div className={classes.row}>
              <Stack gap={2} maw={640}>
                <Group gap="xs">
                  <Anchor component={Link} to={`/venue/${report.venueSlug}`} fw={600}>
                    {report.venueName}
                  </Anchor>
                  <Badge variant="light" color={STATUS_COLOR[report.status]}>
                    {t(`report.status.${report.status}`)}
                  </Badge>
                  <Badge variant="outline" color="dark">
                    {t(`report.reason.${report.reason}`)}
                  </Badge>
                </Group>
                {report.text && <Text fz="sm">{report.text}</Text>}
                <Text fz="xs" c="dark.5">
                  {t('reports.reporter', { name: report.reporter ? personName(report.reporter) : t('reports.deletedUser') })} · {formatTime(report.createdAt)}
                </Text>
                {report.note && (
                  <Text fz="sm" c="dark.6">
                    {t('reports.closedNote', { note: report.note })}
                    {report.closedBy && ` (${t('common.by', { name: personName(report.closedBy) })})`}
                  </Text>
                )}
              </Stack>
              {report.status === 'open' && (
                <Group gap="xs">
                  {report.reason === 'closed' && (
                    <Button size="xs" color="red" onClick={() => setClosing({ report, decision: 'markClosed' })}>
                      {t('reports.markClosed')}
                    </Button>
                  )}
                  <Button size="xs" color="teal" onClick={() => setClosing({ report, decision: 'resolve' })}>
                    {t('reports.resolve')}
                  </Button>
                  <Button size="xs" variant="light" color="gray" onClick={() => setClosing({ report, decision: 'dismiss' })}>
                    {t('reports.dismiss')}
                  </Button>
                </Group>
              )}
            </div>
          </Paper>
        )}
      </PagedList>
      <ReasonModal
        key={closing ? `${closing.report.id}:${closing.decision}` : 'none'}
        opened={closing !== null}
        title={closing ? titles[closing.decision] : ''}
        help={closing?.report.venueName}
        label={t('common.note')}
        confirm={closing ? confirms[closing.decision] : ''}
        limits={ADMIN_REASON_LIMITS}
        busy={close.isPending}
        onClose={() => setClosing(null)}
        onConfirm={(note) => closing && close.mutate({ report: closing.report, decision: closing.decision, note }, { onSuccess: () => setClosing(null) })}
      />
    </Stack>
  );
}
