import { Anchor, Badge, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { ContentHeader } from '../../content/content-header';
import { HelpSearchInput } from '../../content/help-search-input';
import { usePlural, useT } from '../../i18n/use-t';
import { useScreenTitle } from '../../layout/use-screen-title';
import { faqMessages } from '../faq/faq.fr';
import { guideMessages } from '../guide/guide.fr';
import { HELP_CENTER_TOPICS, searchHelpCenter } from './help-center-search';
import { helpCenterMessages } from './help-center.fr';

const RESOURCES = [
  { key: 'faq', to: '/faq' },
  { key: 'guide', to: '/guide' },
  { key: 'contact', to: '/contact' },
  { key: 'status', to: '/statut' },
] as const;

/** The help centre: one search over the FAQ and the guide, the FAQ topics, the other help pages. */
export function HelpCenterPage() {
  const t = useT(helpCenterMessages);
  const tn = usePlural(helpCenterMessages);
  const faqT = useT(faqMessages);
  const guideT = useT(guideMessages);
  const [query, setQuery] = useState('');
  useScreenTitle(t('screenTitle'));

  const searching = query.trim() !== '';
  const results = useMemo(() => (searching ? searchHelpCenter(faqT, guideT, query) : []), [faqT, guideT, query, searching]);

  return (
    <>
      <ContentHeader id="help-title" title={t('screenTitle')} lead={t('lead')}>
        <HelpSearchInput t={t} value={query} onChange={setQuery} />
      </ContentHeader>

      <Container size="md" py="xl">
        <Stack gap="xl">
          {searching ? (
            <section aria-labelledby="help-results">
              <Title id="help-results" order={2} fz="xl" mb={4}>
                {t('results.title')}
              </Title>
              <Text role="status" c="dark.5" mb="md">
                {results.length === 0 ? t('results.empty') : tn('results.count', results.length, { query: query.trim() })}
              </Text>
              <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                {results.map((result) => (
                  <Paper component="li" key={result.href} withBorder radius="md" p="md">
                    <Group gap="xs" wrap="nowrap" align="flex-start">
                      <Badge variant="light" color={result.source === 'faq' ? 'terracotta' : 'zellige'} style={{ flexShrink: 0 }}>
                        {t(`source.${result.source}`)}
                      </Badge>
                      <Anchor component={Link} to={result.href} fw={600}>
                        {result.title}
                      </Anchor>
                    </Group>
                    <Text c="dark.5" fz="sm" mt={6} lineClamp={2}>
                      {result.body}
                    </Text>
                  </Paper>
                ))}
              </Stack>
            </section>
          ) : null}

          <section aria-labelledby="help-topics">
            <Title id="help-topics" order={2} fz="xl" mb="md">
              {t('topics.title')}
            </Title>
            <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {HELP_CENTER_TOPICS.map((topic) => (
                <Paper component="li" key={topic} withBorder radius="md" p="md">
                  <Anchor component={Link} to={`/faq#${topic}`} fw={600}>
                    {faqT(`q.${topic}`)}
                  </Anchor>
                </Paper>
              ))}
            </SimpleGrid>
          </section>

          <section aria-labelledby="help-resources">
            <Title id="help-resources" order={2} fz="xl" mb="md">
              {t('resources.title')}
            </Title>
            <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {RESOURCES.map(({ key, to }) => (
                <Paper component="li" key={key} withBorder radius="md" p="md" bg="white">
                  <Anchor component={Link} to={to} fw={700} fz="lg">
                    {t(`resource.${key}.title`)}
                  </Anchor>
                  <Text c="dark.5" mt={4}>
                    {t(`resource.${key}.body`)}
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
          </section>
        </Stack>
      </Container>
    </>
  );
}
