import { Alert, Button, List, Stack, Text } from '@mantine/core';
import type { MerchantAnalytics } from '@lieux/contracts';
import { Link } from 'react-router-dom';
import { useT } from '../i18n/use-t';
import type { AnalyticsChartsProps } from './analytics-charts';
import { LazyAnalyticsCharts } from './lazy-analytics-charts';
import { workspaceMessages } from './workspace.fr';
import { ACTION_COLORS } from '../app/action-colors';

/**
 * The analytics of the dashboard's tab and of /merchant/venue/{id}/analytics, as the server's answer
 * says (`analytics`, issue 30): the charts on the full analytics (Pro); on `pro-only` (Free) the
 * server sent no series, and the panel names the three charts Pro has beside the upgrade offer —
 * nothing of the merchant's data is drawn, dimmed or hidden in the page.
 */
export function AnalyticsPanel({ analytics, ...series }: AnalyticsChartsProps & { analytics: MerchantAnalytics }) {
  const t = useT(workspaceMessages);
  if (analytics === 'full') return <LazyAnalyticsCharts {...series} />;
  return (
    <Alert color="terracotta" variant="light" title={<Text span fw={700} c="terracotta.9">{t('analytics.proOnly')}</Text>} data-analytics="pro-only">
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{t('analytics.proBody')}</Text>
        <List fz="sm" spacing={4}>
          <List.Item>{t('analytics.visitors')}</List.Item>
          <List.Item>{t('analytics.votes')}</List.Item>
          <List.Item>{t('analytics.score')}</List.Item>
        </List>
        <Button component={Link} to="/merchant/upgrade" size="xs" color={ACTION_COLORS.upgrade}>
          {t('action.upgrade')}
        </Button>
      </Stack>
    </Alert>
  );
}
