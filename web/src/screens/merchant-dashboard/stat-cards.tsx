import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { MerchantStatsDto, MerchantVenueDto } from '@lieux/contracts';
import { useLocale } from '../../i18n/use-locale';
import { useT } from '../../i18n/use-t';
import { workspaceMessages } from '../../merchant/workspace.fr';
import classes from '../../merchant/workspace.module.css';
import { formatCount, formatScore } from '../../venues/format-count';

/** The dashboard's four stat cards, from the merchant's venues and the stats call: nothing made up. */
export function StatCards({ venues, stats }: { venues: readonly MerchantVenueDto[]; stats: MerchantStatsDto | undefined }) {
  const t = useT(workspaceMessages);
  const { locale } = useLocale();
  const scores = venues.map((venue) => venue.score).filter((score) => score !== null);
  const averageScore = scores.length === 0 ? null : scores.reduce((sum, score) => sum + score, 0) / scores.length;
  const votes = venues.reduce((sum, venue) => sum + venue.voteCount, 0);
  const visitors = stats?.totals.visitors.current ?? null;
  const count = (status: MerchantVenueDto['status']) => venues.filter((venue) => venue.status === status).length;
  const cards = [
    { key: 'venues', label: t('stat.venues'), value: String(venues.length), detail: t('stat.venuesDetail', { approved: count('approved'), pending: count('pending') }) },
    { key: 'score', label: t('stat.score'), value: averageScore === null ? '–' : formatScore(averageScore), detail: averageScore === null ? t('stat.scoreNone') : '/100' },
    { key: 'votes', label: t('stat.votes'), value: formatCount(votes, locale), detail: null },
    { key: 'visitors', label: t('stat.visitors', { days: stats?.days ?? 30 }), value: visitors === null ? '–' : formatCount(visitors, locale), detail: null },
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      {cards.map(({ key, label, value, detail }) => (
        <Paper key={key} withBorder radius="lg" p="md" data-stat={key}>
          <Text fz="sm" c="dark.5">
            {label}
          </Text>
          <Text fz={28} fw={700} className={classes.statValue}>
            <bdi>{value}</bdi>
          </Text>
          {detail && (
            <Text fz="xs" c="dark.4">
              {detail}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
