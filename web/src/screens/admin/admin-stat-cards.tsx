import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { AdminStatsDto } from '@lieux/contracts';
import { formatFigure } from '../../admin/admin-rules';
import { adminMessages, type AdminMessageKey } from '../../admin/admin.fr';
import { useAdminStatsQuery } from '../../admin/admin.queries';
import { useLocale } from '../../i18n/use-locale';
import { useT } from '../../i18n/use-t';

/** The spec's four cards first (venues, users, average score, pending), then connections and open reports. */
const CARDS: ReadonlyArray<{ key: keyof AdminStatsDto; label: AdminMessageKey }> = [
  { key: 'totalVenues', label: 'stat.totalVenues' },
  { key: 'totalUsers', label: 'stat.totalUsers' },
  { key: 'avgScore', label: 'stat.avgScore' },
  { key: 'pendingApprovals', label: 'stat.pendingApprovals' },
  { key: 'totalConnections', label: 'stat.totalConnections' },
  { key: 'reportsCount', label: 'stat.reportsCount' },
];

/** The platform's numbers from `GET /api/admin/stats`; a failed call leaves dashes (and the banner), never made-up figures. */
export function AdminStatCards() {
  const t = useT(adminMessages);
  const { locale } = useLocale();
  const stats = useAdminStatsQuery();
  if (stats.isPending) return <Skeleton height={96} radius="lg" />;
  const value = (key: keyof AdminStatsDto): string => {
    const figure = stats.data?.[key];
    if (figure === undefined || figure === null) return '–';
    return formatFigure(figure, locale);
  };
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
      {CARDS.map(({ key, label }) => (
        <Paper key={key} withBorder radius="lg" p="md" data-stat={key}>
          <Text fz="sm" c="dark.5">
            {t(label)}
          </Text>
          <Text fz={26} fw={700}>
            <bdi>{value(key)}</bdi>
          </Text>
          {key === 'avgScore' && stats.data?.avgScore === null && (
            <Text fz="xs" c="dark.4">
              {t('stat.noScore')}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
