import { Button, List, Paper, Text, Title } from '@mantine/core';
import { CONNECTIONS_SCREEN_PATH, PROVIDER_LABELS } from '@lieux/contracts';
import { Link } from 'react-router-dom';
import { useT } from '../i18n/use-t';
import type { ScoreAdvice } from './score-advice';
import { scoreWhyMessages } from './score-why.fr';

/** The advice that needs the connections screen (anything about linking a platform). */
const CONNECTION_ADVICE: ReadonlySet<ScoreAdvice['kind']> = new Set(['connect', 'reactivate', 'reconnect']);

/** "Pour faire monter votre score": only for the venue's owner, the biggest gains first. */
export function ScoreAdviceList({ advice, venueId }: { advice: readonly ScoreAdvice[]; venueId: string }) {
  const t = useT(scoreWhyMessages);
  const connectionsPath = `${CONNECTIONS_SCREEN_PATH}?venueId=${encodeURIComponent(venueId)}`;
  return (
    <Paper withBorder radius="lg" p="md" bg="terracotta.0" component="section" aria-labelledby="score-advice-title" data-testid="score-advice">
      <Title id="score-advice-title" order={3} fz="md">
        {t('advice.title')}
      </Title>
      <Text fz="sm" c="dark.5" mb="sm">
        {t('advice.lead')}
      </Text>
      {advice.length === 0 ? (
        <Text fz="sm">{t('advice.none')}</Text>
      ) : (
        <List spacing="xs" withPadding>
          {advice.map((item) => {
            const text = t(`advice.${item.kind}`, {
              platform: PROVIDER_LABELS[item.provider],
              gain: item.points === 1 ? t('gain.one') : t('gain.other', { points: item.points }),
              posts: 'posts' in item ? item.posts : '',
              reviews: 'reviews' in item ? item.reviews : '',
            });
            return (
              <List.Item key={`${item.kind}:${item.provider}`} data-advice={item.kind} data-provider={item.provider}>
                {CONNECTION_ADVICE.has(item.kind) ? (
                  <Text component={Link} to={connectionsPath} fz="sm" c="terracotta.9" fw={600} td="underline">
                    {text}
                  </Text>
                ) : (
                  <Text fz="sm">{text}</Text>
                )}
              </List.Item>
            );
          })}
        </List>
      )}
      <Button component={Link} to={connectionsPath} size="xs" variant="white" mt="md">
        {t('advice.manage')}
      </Button>
    </Paper>
  );
}
