import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { PROVIDER_LABELS, type Locale, type PlatformContributionDto, type ScoreInputsDto } from '@lieux/contracts';
import type { Translate, TranslatePlural } from '../i18n/use-t';
import { useLocale } from '../i18n/use-locale';
import { usePlural, useT } from '../i18n/use-t';
import { formatCount, formatRating, formatScore } from '../venues/format-count';
import { scoreColor } from '../venues/score-colors';
import { roundPoints } from './score-chart-data';
import { scoreWhyMessages, type ScoreWhyMessageKey } from './score-why.fr';

/** Points with at most one decimal, in the reader's notation ("24,5"). */
export function formatPoints(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(roundPoints(value));
}

/** What the platform said, in words: "2,4 k abonnés · 9 publications en 30 jours · 310 interactions". */
function inputsLine(inputs: ScoreInputsDto, t: Translate<ScoreWhyMessageKey>, tn: TranslatePlural<ScoreWhyMessageKey>, locale: Locale): string {
  const parts: string[] = [];
  if (inputs.rating !== null) parts.push(t('input.rating', { rating: formatRating(inputs.rating, locale) }));
  if (inputs.reviewCount !== null) parts.push(tn('input.reviews', inputs.reviewCount, { shown: formatCount(inputs.reviewCount, locale) }));
  if (inputs.followers !== null) parts.push(tn('input.followers', inputs.followers, { shown: formatCount(inputs.followers, locale) }));
  if (inputs.posts30d !== null) parts.push(tn('input.posts', inputs.posts30d, { shown: formatCount(inputs.posts30d, locale) }));
  if (inputs.interactions30d !== null) parts.push(tn('input.interactions', inputs.interactions30d, { shown: formatCount(inputs.interactions30d, locale) }));
  return parts.join(' · ');
}

/**
 * The breakdown written out, platform by platform (the charts' figures for everyone, screen readers
 * included): points brought out of the platform's most, its own 0–100 rating, the figures read, and
 * any figure the trust rules held.
 */
export function ScoreBreakdownList({ platforms }: { platforms: readonly PlatformContributionDto[] }) {
  const t = useT(scoreWhyMessages);
  const tn = usePlural(scoreWhyMessages);
  const { locale } = useLocale();
  return (
    <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
      {platforms.map((platform) => {
        const name = PROVIDER_LABELS[platform.provider];
        const points = t('platform.points', { points: formatPoints(platform.contribution, locale), max: formatPoints(platform.maxContribution, locale) });
        return (
          <li key={platform.provider} data-provider={platform.provider} data-counted={platform.counted}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fw={700}>{name}</Text>
              <Text fw={700} fz="sm">
                <bdi>{platform.counted ? points : t('platform.notCounted')}</bdi>
              </Text>
            </Group>
            <Progress
              mt={4}
              value={platform.maxContribution > 0 ? (100 * platform.contribution) / platform.maxContribution : 0}
              color={platform.counted ? scoreColor(platform.subScore) : 'gray.3'}
              aria-label={`${name} : ${points}`}
            />
            {platform.counted ? (
              <Text fz="sm" c="dark.5" mt={4}>
                {t('platform.subScore', { score: formatScore(platform.subScore) })}
                {platform.inputs ? ` · ${inputsLine(platform.inputs, t, tn, locale)}` : ''}
              </Text>
            ) : null}
            {platform.flags.length > 0 ? (
              <Group gap={6} mt={6}>
                {platform.flags.map((flag) => (
                  <Badge key={flag} color="yellow" c="yellow.9" variant="light" tt="none">
                    {t(`flag.${flag}`)}
                  </Badge>
                ))}
              </Group>
            ) : null}
          </li>
        );
      })}
    </Stack>
  );
}
