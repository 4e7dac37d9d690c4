import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { VenueSort } from '@lieux/contracts';
import { useCategoriesQuery } from '../../api/categories.query';
import { categoryMessages } from '../../i18n/categories.fr';
import { categoryLabel } from '../../i18n/category-label';
import { useT } from '../../i18n/use-t';
import { DEFAULT_RADIUS_KM, EMPTY_FILTERS, MIN_SCORE_CHOICES, RADIUS_CHOICES_KM, type SearchFilters } from '../../venues/search-filters';
import { filtersPanelMessages } from './filters-panel.fr';
import { searchMessages } from './search.fr';
import { geoTexts, useNearMe } from './use-near-me';

interface SearchFiltersPanelProps {
  id: string;
  filters: SearchFilters;
  onChange: (change: Partial<SearchFilters>) => void;
}

/** The filters the spec's button promised: category, minimum score, sort, near me with a radius. */
export function SearchFiltersPanel({ id, filters, onChange }: SearchFiltersPanelProps) {
  const t = useT(searchMessages);
  const tPanel = useT(filtersPanelMessages);
  const tCategory = useT(categoryMessages);
  const categories = useCategoriesQuery();
  const { locating, locate } = useNearMe(
    geoTexts(t),
    (position) => onChange({ near: { ...position, radiusKm: filters.near?.radiusKm ?? DEFAULT_RADIUS_KM }, sort: 'distance' }),
  );

  const sorts: VenueSort[] = filters.near ? ['score', 'distance', 'recent'] : ['score', 'recent'];

  return (
    <Paper id={id} withBorder radius="lg" p="md" component="section" aria-label={tPanel('filtersTitle')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <NativeSelect
          label={tPanel('filter.category')}
          value={filters.category}
          onChange={(event) => onChange({ category: event.currentTarget.value })}
          data={[
            { value: '', label: tPanel('filter.allCategories') },
            ...(categories.data ?? []).map((category) => ({ value: category.id, label: categoryLabel(tCategory, category) })),
          ]}
        />
        <NativeSelect
          label={tPanel('filter.minScore')}
          value={filters.minScore === null ? '' : String(filters.minScore)}
          onChange={(event) => onChange({ minScore: event.currentTarget.value === '' ? null : Number(event.currentTarget.value) })}
          data={[
            { value: '', label: tPanel('filter.anyScore') },
            ...MIN_SCORE_CHOICES.map((score) => ({ value: String(score), label: tPanel('filter.minScoreValue', { score }) })),
          ]}
        />
        <NativeSelect
          label={tPanel('filter.sort')}
          value={filters.sort}
          onChange={(event) => onChange({ sort: event.currentTarget.value as VenueSort })}
          data={sorts.map((sort) => ({ value: sort, label: tPanel(`sort.${sort}`) }))}
        />
      </SimpleGrid>
      <Stack gap="xs" mt="md">
        <Group gap="sm" align="flex-end">
          {filters.near ? (
            <>
              <NativeSelect
                label={tPanel('filter.radius')}
                value={String(filters.near.radiusKm)}
                onChange={(event) => filters.near && onChange({ near: { ...filters.near, radiusKm: Number(event.currentTarget.value) } })}
                data={RADIUS_CHOICES_KM.map((km) => ({ value: String(km), label: tPanel('filter.radiusValue', { km }) }))}
              />
              <Button variant="default" onClick={() => onChange({ near: null, sort: filters.sort === 'distance' ? 'score' : filters.sort })}>
                {tPanel('filter.stopNearMe')}
              </Button>
            </>
          ) : (
            <Button variant="light" color="zellige" c="zellige.9" loading={locating} onClick={locate} leftSection={<span aria-hidden="true">◎</span>}>
              {t('filter.nearMe')}
            </Button>
          )}
          <Button variant="subtle" color="dark" onClick={() => onChange({ ...EMPTY_FILTERS, q: filters.q, city: filters.city })}>
            {t('filter.reset')}
          </Button>
        </Group>
        {filters.near ? (
          <Text fz="sm" c="dark.5">
            {tPanel('filter.nearMeOn')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
