import { Container, Stack, Text, Title } from '@mantine/core';
import contentClasses from '../../content/content.module.css';
import { useT } from '../../i18n/use-t';
import { useScreenTitle } from '../../layout/use-screen-title';
import { CategoryButtons } from './category-buttons';
import { HomeSearchForm } from './home-search-form';
import { homeMessages } from './home.fr';
import { QuickSearchList } from './quick-search-list';
import { RecentlyAdded } from './recently-added';
import { POPULAR_SEARCHES, TRENDING_TAGS } from './quick-searches';

/** The home search page of the spec (/search): search box, quick searches, categories, recently added. */
export function HomePage() {
  const t = useT(homeMessages);
  useScreenTitle(t('screenTitle'));

  return (
    <>
      <section className={contentClasses.hero} aria-labelledby="home-title">
        <Container size="md">
          <Stack gap="lg">
            <Title id="home-title" order={1} fz={{ base: 32, sm: 44 }} lh={1.15} c="terracotta.9">
              {t('title')}
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c="dark.5" maw={640}>
              {t('subtitle')}
            </Text>
            <HomeSearchForm />
            <QuickSearchList titleKey="popularTitle" items={POPULAR_SEARCHES} variant="popular" />
            <QuickSearchList titleKey="trendingTitle" items={TRENDING_TAGS} variant="trending" />
          </Stack>
        </Container>
      </section>
      <Container size="md" py={48} component="section" aria-labelledby="home-categories">
        <Title id="home-categories" order={2} fz="xl" mb="md">
          {t('categoriesTitle')}
        </Title>
        <CategoryButtons />
      </Container>
      <Container size="md" pb={56}>
        <RecentlyAdded />
      </Container>
    </>
  );
}
