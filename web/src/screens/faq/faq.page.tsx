import { Accordion, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSiteInfoQuery } from '../../api/site-info.query';
import classes from '../../content/content.module.css';
import { CalloutSection } from '../../content/callout-section';
import { ContentHeader } from '../../content/content-header';
import { HelpSearchInput } from '../../content/help-search-input';
import { searchHelp } from '../../content/help-search';
import { Prose } from '../../content/prose';
import { usePlural, useT } from '../../i18n/use-t';
import { useScreenTitle } from '../../layout/use-screen-title';
import { faqEntries, groupByCategory, isFaqItemId } from './faq-entries';
import { faqMessages } from './faq.fr';

/**
 * The FAQ: live search over questions and answers, six categories, one item open at a time (across
 * categories), and `/faq#<item>` opens that item.
 */
export function FaqPage() {
  const t = useT(faqMessages);
  const tn = usePlural(faqMessages);
  // The contact address is the gateway's configuration (GET /api/site), as in the footer.
  const site = useSiteInfoQuery().data;
  const { hash } = useLocation();
  const [query, setQuery] = useState('');
  const [openItem, setOpenItem] = useState<string | null>(null);
  useScreenTitle(t('screenTitle'));

  const entries = useMemo(() => faqEntries(t), [t]);
  const results = useMemo(() => searchHelp(entries, query), [entries, query]);
  const searching = query.trim() !== '';

  // An anchor (from the help centre, or a shared link) opens its item, shown whatever was typed.
  useEffect(() => {
    const anchor = decodeURIComponent(hash.slice(1));
    if (!isFaqItemId(anchor)) return;
    setQuery('');
    setOpenItem(anchor);
    requestAnimationFrame(() => {
      const item = document.getElementById(anchor);
      item?.scrollIntoView({ block: 'start' });
      // Keyboard and screen-reader users land on the question they followed.
      item?.querySelector('button')?.focus({ preventScroll: true });
    });
  }, [hash]);

  return (
    <>
      <ContentHeader id="faq-title" title={t('screenTitle')} lead={t('lead')}>
        <HelpSearchInput t={t} value={query} onChange={setQuery} />
        <Text role="status" c="dark.5" fw={500}>
          {searching ? tn('count.results', results.length, { query: query.trim() }) : tn('count.all', results.length)}
        </Text>
      </ContentHeader>

      <Container size="md" py="xl">
        <Stack gap="xl">
          {results.length === 0 ? (
            <Paper withBorder radius="lg" p="xl" ta="center">
              <Stack align="center" gap="sm">
                <Title order={2} fz="xl">
                  {t('empty.title')}
                </Title>
                <Text c="dark.5">{t('empty.body')}</Text>
                <Button variant="light" onClick={() => setQuery('')}>
                  {t('empty.action')}
                </Button>
              </Stack>
            </Paper>
          ) : (
            groupByCategory(results).map(({ categoryId, entries: items }) => (
              <section key={categoryId} aria-labelledby={`faq-${categoryId}`}>
                <Title id={`faq-${categoryId}`} order={2} fz="xl" mb="sm">
                  {t(`category.${categoryId}`)}
                </Title>
                <Accordion variant="separated" radius="md" order={3} value={openItem} onChange={setOpenItem}>
                  {items.map((item) => (
                    <Accordion.Item key={item.id} value={item.id} id={item.id} className={classes.section} bg="white">
                      <Accordion.Control fw={600}>{item.title}</Accordion.Control>
                      <Accordion.Panel>
                        <Prose text={item.body} />
                      </Accordion.Panel>
                    </Accordion.Item>
                  ))}
                </Accordion>
              </section>
            ))
          )}

          <CalloutSection id="faq-more" title={t('more.title')} body={t('more.body')}>
            {site ? (
              <Button component="a" href={`mailto:${site.email}`}>
                {t('more.mail')}
              </Button>
            ) : null}
            <Button component={Link} to="/explorer" variant="default">
              {t('more.explore')}
            </Button>
          </CalloutSection>
        </Stack>
      </Container>
    </>
  );
}
