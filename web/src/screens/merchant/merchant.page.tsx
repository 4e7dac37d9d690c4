import { Badge, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { CalloutSection } from '../../content/callout-section';
import { BecomeMerchantCard } from '../../auth/become-merchant';
import { useAuthStatus } from '../../auth/use-auth-status';
import contentClasses from '../../content/content.module.css';
import { Prose } from '../../content/prose';
import { useT } from '../../i18n/use-t';
import { useScreenTitle } from '../../layout/use-screen-title';
import { merchantMessages } from './merchant.fr';
import classes from './merchant.module.css';

/** A call to action whose words wrap on a narrow phone instead of running off the screen. */
const WRAPPING_BUTTON = { root: { height: 'auto', minHeight: 42, paddingBlock: 8, maxWidth: '100%' }, label: { whiteSpace: 'normal', textAlign: 'center' } } as const;

const FEATURES = ['score', 'connections', 'dashboard', 'community', 'verified', 'daily'] as const;
const PLANS = ['free', 'pro'] as const;

/** The business landing (under the shared header since issue 28): hero, features, pricing, sign-up call. */
export function MerchantPage() {
  const t = useT(merchantMessages);
  useScreenTitle(t('screenTitle'));
  // A signed-in consumer is offered 'Devenir commerçant' instead of a second account.
  const signedInConsumer = useAuthStatus().user?.role === 'consumer';

  return (
    <>
      <section className={contentClasses.hero} aria-labelledby="merchant-title">
        <Container size="md">
          <Stack gap="lg" align="flex-start">
            <Badge color="zellige" variant="light" size="lg">
              {t('hero.eyebrow')}
            </Badge>
            <Title id="merchant-title" order={1} fz={{ base: 32, sm: 46 }} lh={1.15} c="terracotta.9">
              {t('hero.title')}
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c="dark.5" maw={640}>
              {t('hero.body')}
            </Text>
            <Group>
              {signedInConsumer ? null : (
                // "Créer mon compte commerçant" is wider than a 320 px screen at this size: its words may wrap.
                <Button component={Link} to="/signup?role=merchant" size="md" styles={WRAPPING_BUTTON}>
                  {t('hero.cta')}
                </Button>
              )}
              <Button component="a" href="#tarifs" size="md" variant="default">
                {t('hero.pricing')}
              </Button>
            </Group>
            {/* A signed-in consumer turns their own account into a merchant's rather than signing up again. */}
            <BecomeMerchantCard />
          </Stack>
        </Container>
      </section>

      <Container size="lg" py={48} component="section" aria-labelledby="merchant-features">
        <Title id="merchant-features" order={2} fz={{ base: 24, sm: 30 }} mb="lg">
          {t('features.title')}
        </Title>
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2, md: 3 }} spacing="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {FEATURES.map((feature) => (
            <Paper component="li" key={feature} withBorder radius="lg" p="lg">
              <Title order={3} fz="lg" mb={6}>
                {t(`feature.${feature}.title`)}
              </Title>
              <Text c="dark.5">{t(`feature.${feature}.body`)}</Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>

      <Container size="md" pb={48} component="section" id="tarifs" aria-labelledby="merchant-pricing" style={{ scrollMarginTop: 16 }}>
        <Title id="merchant-pricing" order={2} fz={{ base: 24, sm: 30 }} mb="lg">
          {t('pricing.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {PLANS.map((plan) => (
            <Paper key={plan} component="article" aria-labelledby={`plan-${plan}`} withBorder radius="lg" p="xl" className={`${classes.plan} ${plan === 'pro' ? classes.planPro : ''}`}>
              <Group justify="space-between" align="center">
                <Title id={`plan-${plan}`} order={3} fz="xl">
                  {t(`pricing.${plan}.name`)}
                </Title>
                {plan === 'pro' ? <Badge>{t('pricing.pro.badge')}</Badge> : null}
              </Group>
              <Text>
                <Text component="span" fz={36} fw={800} c="terracotta.9">
                  <bdi>{t(`pricing.${plan}.price`)}</bdi>
                </Text>{' '}
                <Text component="span" c="dark.5">
                  {t('pricing.perMonth')}
                </Text>
              </Text>
              <Prose text={t(`pricing.${plan}.items`)} />
              <Button component={Link} to="/signup?role=merchant" variant={plan === 'pro' ? 'filled' : 'default'} mt="auto" fullWidth>
                {t(`pricing.${plan}.cta`)}
              </Button>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>

      <Container size="md" pb={64}>
        <CalloutSection id="merchant-cta" title={t('cta.title')} body={t('cta.body')} tone="strong">
          <Button component={Link} to="/signup?role=merchant" variant="white" color="terracotta.9" size="md" styles={WRAPPING_BUTTON}>
            {t('cta.action')}
          </Button>
        </CalloutSection>
      </Container>
    </>
  );
}
