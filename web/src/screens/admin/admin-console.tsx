import { Alert, Button, Container, Group, Stack, Tabs, Text } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ADMIN_TABS, TAB_QUERY_PARAMETER, adminTabFrom, adminTabPath, type AdminTab } from '../../admin/admin-tabs';
import { adminMessages } from '../../admin/admin.fr';
import { useAdminFailures } from '../../admin/use-admin-failures';
import { useT } from '../../i18n/use-t';
import { ScreenHeading } from '../../layout/screen-heading';
import { useScreenTitle } from '../../layout/use-screen-title';
import { AdminStatCards } from './admin-stat-cards';
import { AnalyticsTab } from './analytics-tab';
import { AuditTab } from './audit-tab';
import { InboxTab } from './inbox-tab';
import { IncidentsTab } from './incidents-tab';
import { ReportsTab } from './reports-tab';
import { ScoresTab } from './scores-tab';
import { UsersTab } from './users-tab';
import { VenuesTab } from './venues-tab';
import { VerificationsTab } from './verifications-tab';
import { ClaimsTab } from './claims-tab';
import classes from './admin.module.css';

const PANELS: Record<AdminTab, () => ReactNode> = {
  venues: () => <VenuesTab />,
  users: () => <UsersTab />,
  reports: () => <ReportsTab />,
  analytics: () => <AnalyticsTab />,
  inbox: () => <InboxTab />,
  incidents: () => <IncidentsTab />,
  audit: () => <AuditTab />,
  verifications: () => <VerificationsTab />,
  scores: () => <ScoresTab />,
  claims: () => <ClaimsTab />,
};

/**
 * The console: the stat cards, the spec's failure banner when any read failed, and the tabs (the
 * spec's four, then inbox, incidents, audit, verifications, scores). Only the open tab is mounted,
 * so only its lists are asked for.
 */
export function AdminConsole() {
  const t = useT(adminMessages);
  useScreenTitle(t('screenTitle'));
  const { onglet } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const active = adminTabFrom(onglet, searchParams.get(TAB_QUERY_PARAMETER));
  const { failed, retry } = useAdminFailures();
  const tabList = useRef<HTMLDivElement>(null);
  // On a phone the tab bar scrolls: a deep link to the ninth tab shows that tab, not the first four.
  useEffect(() => {
    tabList.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <ScreenHeading title={t('screenTitle')} subtitle={t('subtitle')} />
        {failed && (
          <Alert color="red" variant="light" role="alert" data-admin-banner>
            <Group justify="space-between">
              <Text fz="sm">{t('loadFailed')}</Text>
              <Button size="xs" variant="white" color="red" onClick={retry}>
                {t('retry')}
              </Button>
            </Group>
          </Alert>
        )}
        <AdminStatCards />
        <Tabs value={active} onChange={(tab) => tab && navigate(adminTabPath(tab as AdminTab))} keepMounted={false}>
          <Tabs.List ref={tabList} aria-label={t('tabs.label')} className={classes.tabList}>
            {ADMIN_TABS.map(({ id }) => (
              <Tabs.Tab key={id} value={id}>
                {t(`tab.${id}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {ADMIN_TABS.map(({ id }) => (
            <Tabs.Panel key={id} value={id} pt="md">
              {PANELS[id]()}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}
