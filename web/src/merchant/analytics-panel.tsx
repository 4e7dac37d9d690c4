import { Alert, Box, Button, Stack, Text } from '@mantine/core';
import type { SubscriptionPlan } from '@lieux/contracts';
import { Link } from 'react-router-dom';
import { useT } from '../i18n/use-t';
import type { AnalyticsChartsProps } from './analytics-charts';
import { LazyAnalyticsCharts } from './lazy-analytics-charts';
import { workspaceMessages } from './workspace.fr';

/**
 * The analytics of the dashboard's tab and of /merchant/venue/{id}/analytics: the charts on Pro; on
 * Free, the same charts of the merchant's own numbers, dimmed behind the upgrade offer (spec: "Pro
 * only") — what Pro would show, never invented numbers.
 */
export function AnalyticsPanel({ plan, ...series }: AnalyticsChartsProps & { plan: SubscriptionPlan }) {
  const t = useT(workspaceMessages);
  if (plan === 'pro') return <LazyAnalyticsCharts {...series} />;
  return (
    <Stack gap="md">
      <Alert color="terracotta" variant="light" title={<Text span fw={700} c="terracotta.9">{t('analytics.proOnly')}</Text>}>
        <Text fz="sm" mb="sm">
          {t('analytics.proBody')}
        </Text>
        <Button component={Link} to="/merchant/upgrade" size="xs">
          {t('action.upgrade')}
        </Button>
      </Alert>
      <Box aria-hidden="true" inert style={{ filter: 'blur(3px) grayscale(0.6)', opacity: 0.55, pointerEvents: 'none', userSelect: 'none' }} data-preview="pro">
        <LazyAnalyticsCharts {...series} />
      </Box>
    </Stack>
  );
}
