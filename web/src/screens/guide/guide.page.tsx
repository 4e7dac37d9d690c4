import { Button, Container, Group, Paper, SimpleGrid, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import classes from '../../content/content.module.css';
import { CalloutSection } from '../../content/callout-section';
import { ContentHeader } from '../../content/content-header';
import { Prose } from '../../content/prose';
import { useT } from '../../i18n/use-t';
import { useScreenTitle } from '../../layout/use-screen-title';
import { GUIDE_TABS, tabOfSection, type GuideTabId } from './guide-sections';
import { ScoreFormulaTable } from './score-formula-tables';
import { guideMessages } from './guide.fr';

const START_STEPS = [1, 2, 3] as const;

/** The guide: a three-step quick start, then the user (default) and merchant tabs. */
export function GuidePage() {
  const t = useT(guideMessages);
  const { hash } = useLocation();
  const [tab, setTab] = useState<GuideTabId>('utilisateur');
  useScreenTitle(t('screenTitle'));

  // `/guide#<section>` (from the help centre's search) opens the tab that holds it.
  useEffect(() => {
    const anchor = decodeURIComponent(hash.slice(1));
    const holder = tabOfSection(anchor);
    if (!holder) return;
    setTab(holder);
    requestAnimationFrame(() => document.getElementById(anchor)?.scrollIntoView({ block: 'start' }));
  }, [hash]);

  return (
    <>
      <ContentHeader id="guide-title" title={t('screenTitle')} lead={t('lead')} />
      <Container size="md" py="xl">
        <Stack gap="xl">
          <section aria-labelledby="guide-start">
            <Title id="guide-start" order={2} fz="xl" mb="md">
              {t('start.title')}
            </Title>
            <SimpleGrid component="ol" cols={{ base: 1, sm: 3 }} spacing="md" p={0} m={0} style={{ listStyle: 'none' }}>
              {START_STEPS.map((step) => (
                <Paper component="li" key={step} withBorder radius="lg" p="lg">
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    <ThemeIcon radius="xl" size="lg" aria-hidden="true">
                      {step}
                    </ThemeIcon>
                    <div>
                      <Title order={3} fz="md">
                        {t(`start.${step}.title`)}
                      </Title>
                      <Text c="dark.5" mt={4}>
                        {t(`start.${step}.body`)}
                      </Text>
                    </div>
                  </Group>
                </Paper>
              ))}
            </SimpleGrid>
          </section>

          <Tabs value={tab} onChange={(value) => setTab(GUIDE_TABS.find(({ id }) => id === value)?.id ?? 'utilisateur')}>
            <Tabs.List aria-label={t('tabs.label')} grow>
              {GUIDE_TABS.map(({ id }) => (
                <Tabs.Tab key={id} value={id} fz="md" fw={600}>
                  {t(`tab.${id}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {GUIDE_TABS.map(({ id, sections }) => (
              <Tabs.Panel key={id} value={id} pt="lg">
                <Stack gap="lg">
                  {sections.map((section) => (
                    <Paper key={section} component="section" id={section} aria-labelledby={`${section}-title`} className={classes.section} withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
                      <Title id={`${section}-title`} order={2} fz="lg" mb="sm">
                        {t(`section.${section}.title`)}
                      </Title>
                      <Prose text={t(`section.${section}.body`)} />
                      <ScoreFormulaTable section={section} />
                      {section === 'comprendre-score' ? (
                        <Button component={Link} to="/guide#formule-score" variant="light" mt="md">
                          {t('formula.open')}
                        </Button>
                      ) : null}
                    </Paper>
                  ))}
                </Stack>
              </Tabs.Panel>
            ))}
          </Tabs>

          <CalloutSection id="guide-help" title={t('help.title')} body={t('help.body')}>
            <Button component={Link} to="/contact">
              {t('help.contact')}
            </Button>
            <Button component={Link} to="/faq" variant="default">
              {t('help.faq')}
            </Button>
          </CalloutSection>
        </Stack>
      </Container>
    </>
  );
}
