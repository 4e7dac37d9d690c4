import { Badge, Button, Container, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { OnboardingStep } from '@lieux/contracts';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n/use-t';
import { ScreenHeading } from '../../layout/screen-heading';
import { useScreenTitle } from '../../layout/use-screen-title';
import { useOnboardingQuery } from '../../merchant/merchant.queries';
import { QueryView } from '../../merchant/query-view';
import { workspaceMessages } from '../../merchant/workspace.fr';

/** The spec's four steps, where each leads, and its text keys. */
const STEPS: readonly { fact: OnboardingStep; key: 'venue' | 'instagram' | 'facebook' | 'profile'; to: string }[] = [
  { fact: 'hasVenue', key: 'venue', to: '/lieu/nouveau' },
  { fact: 'hasInstagram', key: 'instagram', to: '/merchant/connections' },
  { fact: 'hasFacebook', key: 'facebook', to: '/merchant/connections' },
  { fact: 'profileComplete', key: 'profile', to: '/merchant/content' },
];

/**
 * /merchant/onboarding (spec "Onboarding"): the four steps with progress, each done when the server's
 * fact says so (not a flag the browser keeps), the congratulations card, and 'Skip for now'.
 */
export function MerchantOnboardingPage() {
  const t = useT(workspaceMessages);
  useScreenTitle(t('onboarding.screenTitle'));
  const onboarding = useOnboardingQuery();

  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <ScreenHeading title={t('onboarding.title')} subtitle={t('onboarding.subtitle')} />
        <QueryView query={onboarding} height={320} failed={t('dashboard.loadFailed')}>
          {(facts) => (
            <>
              <Stack gap={4}>
                <Text fz="sm" fw={600}>
                  {t('onboarding.progress', { done: facts.completedSteps, total: facts.totalSteps })}
                </Text>
                <Progress
                  value={(facts.completedSteps / facts.totalSteps) * 100}
                  color="teal"
                  aria-label={t('onboarding.progress', { done: facts.completedSteps, total: facts.totalSteps })}
                />
              </Stack>
              {facts.completedSteps === facts.totalSteps && (
                <Paper withBorder radius="lg" p="lg" bg="teal.0" data-onboarding="complete">
                  <Title order={2} fz="h3">
                    {t('onboarding.congratsTitle')}
                  </Title>
                  <Text my="sm">{t('onboarding.congratsBody')}</Text>
                  <Button component={Link} to="/merchant/dashboard">
                    {t('onboarding.toDashboard')}
                  </Button>
                </Paper>
            )}
            <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
              {STEPS.map(({ fact, key, to }, index) => {
                const done = facts[fact];
                return (
                  <Paper key={fact} component="li" withBorder radius="lg" p="md" data-step={fact} data-done={done}>
                    <Group justify="space-between" wrap="nowrap" align="flex-start">
                      <Group wrap="nowrap" align="flex-start" gap="sm">
                        <Badge circle size="lg" color={done ? 'teal' : 'gray'} variant={done ? 'filled' : 'light'} style={{ flexShrink: 0 }}>
                          {done ? '✓' : index + 1}
                        </Badge>
                        <div>
                          <Title order={2} fz="md">
                            {t(`onboarding.step.${key}`)}
                          </Title>
                          <Text fz="sm" c="dark.5">
                            {t(`onboarding.step.${key}Body`)}
                          </Text>
                        </div>
                      </Group>
                      {done ? (
                        <Badge color="teal" c="zellige.9" variant="light" style={{ flexShrink: 0 }}>
                          {t('onboarding.done')}
                        </Badge>
                      ) : (
                        <Button component={Link} to={to} size="xs" style={{ flexShrink: 0 }}>
                          {t('onboarding.go')}
                        </Button>
                      )}
                    </Group>
                  </Paper>
                );
              })}
            </Stack>
            {facts.completedSteps < facts.totalSteps && (
              <Button component={Link} to="/merchant/dashboard" variant="subtle" style={{ alignSelf: 'flex-start' }}>
                {t('onboarding.skip')}
              </Button>
            )}
          </>
          )}
        </QueryView>
      </Stack>
    </Container>
  );
}
