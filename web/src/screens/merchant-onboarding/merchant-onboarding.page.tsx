import { Badge, Button, Container, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { PROVIDER_MAX_SCORE_EFFECT, type ConnectionDto, type ConnectionProvider, type OnboardingDto, type OnboardingStep } from '@lieux/contracts';
import { Link } from 'react-router-dom';
import { connectionState, onboardingConnection } from '../../connections/connection-rules';
import { connectionsMessages } from '../../connections/connections.fr';
import { useConnectionsQuery } from '../../connections/connections.queries';
import { useT } from '../../i18n/use-t';
import { ScreenHeading } from '../../layout/screen-heading';
import { useScreenTitle } from '../../layout/use-screen-title';
import { useOnboardingQuery } from '../../merchant/merchant.queries';
import { QueryView } from '../../merchant/query-view';
import { workspaceMessages } from '../../merchant/workspace.fr';

/** The spec's four steps, where each leads, its text keys, and the platform of steps 2 and 3. */
const STEPS: readonly { fact: OnboardingStep; key: 'venue' | 'instagram' | 'facebook' | 'profile'; to: string; provider?: ConnectionProvider }[] = [
  { fact: 'hasVenue', key: 'venue', to: '/lieu/nouveau' },
  { fact: 'hasInstagram', key: 'instagram', to: '/merchant/connections', provider: 'instagram' },
  { fact: 'hasFacebook', key: 'facebook', to: '/merchant/connections', provider: 'facebook' },
  { fact: 'profileComplete', key: 'profile', to: '/merchant/content' },
];

/** How a step's linked account is named: counting, paused, or to reconnect. */
const ONBOARDING_ACCOUNT_KEY = { active: 'onboarding.connectedAs', paused: 'onboarding.paused', needs_reconnect: 'onboarding.needsReconnect' } as const;

/**
 * Steps 2 and 3 from the connections themselves (the list the connections screen shows), so a
 * platform just connected, paused or "à reconnecter" shows here at once; the other steps are the server's facts.
 */
function stepsOf(facts: OnboardingDto, connections: readonly ConnectionDto[]) {
  const steps = STEPS.map((step) => {
    const linked = step.provider ? onboardingConnection(connections, step.provider) : null;
    return { ...step, done: linked ? linked.done : facts[step.fact], connection: linked?.connection ?? null };
  });
  return { steps, completed: steps.filter((step) => step.done).length };
}

/**
 * /merchant/onboarding (spec "Onboarding"): the four steps with progress, each done when the server's
 * fact says so (not a flag the browser keeps), the congratulations card, and 'Skip for now'.
 */
export function MerchantOnboardingPage() {
  const t = useT(workspaceMessages);
  useScreenTitle(t('onboarding.screenTitle'));
  const tc = useT(connectionsMessages);
  const onboarding = useOnboardingQuery();
  const connections = useConnectionsQuery();
  const both = {
    data: onboarding.data && connections.data ? stepsOf(onboarding.data, connections.data) : undefined,
    isError: onboarding.isError || connections.isError,
    error: onboarding.error ?? connections.error,
  };

  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <ScreenHeading title={t('onboarding.title')} subtitle={t('onboarding.subtitle')} />
        <QueryView query={both} height={320} failed={t('dashboard.loadFailed')}>
          {({ steps, completed }) => (
            <>
              <Stack gap={4}>
                <Text fz="sm" fw={600}>
                  {t('onboarding.progress', { done: completed, total: steps.length })}
                </Text>
                <Progress
                  value={(completed / steps.length) * 100}
                  color="teal"
                  aria-label={t('onboarding.progress', { done: completed, total: steps.length })}
                />
              </Stack>
              {completed === steps.length && (
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
              {steps.map(({ fact, key, to, provider, done, connection }, index) => {
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
                            {t(`onboarding.step.${key}Body`, provider ? { points: PROVIDER_MAX_SCORE_EFFECT[provider] } : undefined)}
                          </Text>
                          {connection && (
                            <Text fz="sm" fw={600} c={done ? 'zellige.9' : 'orange.9'} data-account={connection.provider}>
                              {tc(ONBOARDING_ACCOUNT_KEY[connectionState(connection)], { account: connection.accountName })}
                            </Text>
                          )}
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
            {completed < steps.length && (
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
