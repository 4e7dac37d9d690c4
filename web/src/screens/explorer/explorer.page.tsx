import { useCallback, useState, type ReactNode } from 'react';
import { Box, Button, CloseButton, Container, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useCategoriesQuery } from '../../api/categories.query';
import { categoryMessages } from '../../i18n/categories.fr';
import { categoryLabel } from '../../i18n/category-label';
import { usePlural, useT } from '../../i18n/use-t';
import { useScreenTitle } from '../../layout/use-screen-title';
import { OpenNowChip } from '../../venues/open-now-chip';
import { LazyErrorAlert } from '../../venues/lazy-error-alert';
import { resultTotalText } from '../../venues/result-total';
import { EMPTY_FILTERS } from '../../venues/search-filters';
import { useHomeFeedQuery, useVenueSearchQuery } from '../../venues/venue.queries';
import { venuesMessages } from '../../venues/venues.fr';
import { ExplorerCard, ExplorerCardSkeleton } from './explorer-card';
import { explorerMessages } from './explorer.fr';
import classes from './explorer.module.css';
import { useCloseOnScroll } from './use-close-on-scroll';
import { ViewToggle } from '../../layout/view-toggle';

/** The spec: 'Tout voir' plus the first 8 categories. */
const PANEL_CATEGORIES = 8;
const SKELETONS = { feed: 5, grid: 6 } as const;
const FILTERS_ID = 'explorer-filters';
/** The search box asks the server once typing pauses (as /recherche does). */
const SEARCH_DEBOUNCE_MS = 300;
/** The feed is one centred column of readable width; the grid takes the page. */
const FEED_WIDTH = 760;

type Layout = 'feed' | 'grid';

/**
 * The explorer (spec "Explorer"): the home feed, best score first; or, once words, a category or
 * "open now" are chosen, the search — the same engine and the same answer as /recherche (issue
 * 28: the spec's local filter of the loaded page found 11 for "Fès" where search found 12, and
 * counted the page, not the venues). The count is the server's total; 'Voir plus de lieux' loads
 * the next page.
 */
export function ExplorerPage() {
  const t = useT(explorerMessages);
  const tn = usePlural(explorerMessages);
  const tVenues = useT(venuesMessages);
  useScreenTitle(t('screenTitle'));
  const [text, setText] = useState('');
  const [layout, setLayout] = useState<Layout>('feed');
  const [panelOpen, setPanelOpen] = useState(false);
  const [category, setCategory] = useState('');
  const [openNow, setOpenNow] = useState(false);
  const closePanel = useCallback(() => setPanelOpen(false), []);
  useCloseOnScroll(panelOpen, closePanel);

  const [debouncedText] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const query = debouncedText.trim();
  const feed = useHomeFeedQuery();
  // Words, a category or "open now" are a search; none, the home feed.
  const searched = query !== '' || category !== '' || openNow;
  const bySearch = useVenueSearchQuery({ ...EMPTY_FILTERS, q: query, category, openNow }, searched);
  const source = searched ? bySearch : feed;
  const venues = source.data?.pages.flatMap((page) => page.items) ?? [];
  const total = source.data?.pages[0]?.total ?? null;
  const showAll = () => {
    setText('');
    setCategory('');
    setOpenNow(false);
  };

  return (
    <div className={classes.page}>
      <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} fz={{ base: 26, sm: 34 }}>
            {t('title')}
          </Title>
          <Group gap="sm" align="flex-end">
            <TextInput
              type="search"
              aria-label={t('searchLabel')}
              placeholder={t('searchPlaceholder')}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              classNames={{ input: classes.input }}
              style={{ flex: '1 1 240px' }}
              autoComplete="off"
              rightSection={
                text === '' ? null : <CloseButton aria-label={t('clear')} onClick={() => setText('')} c="gray.3" />
              }
            />
            <OpenNowChip checked={openNow} onChange={setOpenNow} />
            <ViewToggle
              label={t('view.label')}
              value={layout}
              onChange={setLayout}
              options={[
                { value: 'feed', label: t('view.feed') },
                { value: 'grid', label: t('view.grid') },
              ]}
            />
            <Button
              variant={panelOpen || category !== '' ? 'filled' : 'default'}
              aria-expanded={panelOpen}
              aria-controls={FILTERS_ID}
              onClick={() => setPanelOpen((open) => !open)}
            >
              {t('filters')}
            </Button>
          </Group>

          {panelOpen ? <CategoryPanel selected={category} onSelect={setCategory} /> : null}

          <Box maw={layout === 'feed' ? FEED_WIDTH : undefined} w="100%" mx="auto">
            <Title order={2} fz="xl">
              {query === '' ? t('popular') : t('resultsFor', { query })}
            </Title>
            {/* The server's total; none shown for nothing found, which the empty state says. */}
            <Text c="gray.4" fz="sm" role="status">
              {source.isPending || !total || total.count === 0 ? '' : resultTotalText(tn, total)}
            </Text>
          </Box>

          {source.isError ? (
            <LazyErrorAlert variant="filled" title={t('errorTitle')} error={source.error} generic={t('app.genericError')} />
          ) : source.isPending ? (
            <VenueGrid layout={layout} busyLabel={t('loading')}>
              {Array.from({ length: SKELETONS[layout] }, (_, index) => (
                <ExplorerCardSkeleton key={index} />
              ))}
            </VenueGrid>
          ) : venues.length === 0 ? (
            <Stack align="center" ta="center" py={48} gap="sm">
              <Text fz="xl" fw={700}>
                {t('empty.title')}
              </Text>
              <Button variant="white" color="dark" onClick={showAll}>
                {t('empty.action')}
              </Button>
            </Stack>
          ) : (
            <VenueGrid layout={layout}>
              {venues.map((venue, index) => (
                <ExplorerCard key={venue.id} venue={venue} layout={layout} priority={index === 0} />
              ))}
            </VenueGrid>
          )}

          {source.hasNextPage ? (
            <Group justify="center">
              <Button variant="white" color="dark" loading={source.isFetchingNextPage} onClick={() => void source.fetchNextPage()}>
                {tVenues('loadMore')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Container>
    </div>
  );
}

function VenueGrid({ layout, busyLabel, children }: { layout: Layout; busyLabel?: string; children: ReactNode }) {
  return (
    <SimpleGrid
      cols={layout === 'feed' ? 1 : { base: 1, sm: 2, md: 3 }}
      spacing="md"
      maw={layout === 'feed' ? FEED_WIDTH : undefined}
      w="100%"
      mx="auto"
      aria-busy={busyLabel ? true : undefined}
      aria-label={busyLabel}
    >
      {children}
    </SimpleGrid>
  );
}

/** 'Tout voir' and the first 8 categories of `GET /api/categories`. */
function CategoryPanel({ selected, onSelect }: { selected: string; onSelect: (category: string) => void }) {
  const t = useT(explorerMessages);
  const tCategory = useT(categoryMessages);
  const categories = useCategoriesQuery();
  const choices = [{ id: '', label: t('all') }, ...(categories.data ?? []).slice(0, PANEL_CATEGORIES).map((category) => ({ id: category.id, label: categoryLabel(tCategory, category) }))];
  return (
    <Group id={FILTERS_ID} role="group" aria-label={t('filtersLabel')} gap="xs" p="md" className={classes.panel} style={{ borderRadius: 'var(--mantine-radius-lg)' }}>
      {choices.map((choice) => (
        <Button
          key={choice.id || 'all'}
          size="compact-md"
          radius="xl"
          variant={selected === choice.id ? 'filled' : 'outline'}
          color={selected === choice.id ? 'terracotta' : 'gray.3'}
          aria-pressed={selected === choice.id}
          onClick={() => onSelect(choice.id)}
        >
          {choice.label}
        </Button>
      ))}
    </Group>
  );
}
