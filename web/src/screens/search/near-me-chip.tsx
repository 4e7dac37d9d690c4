import { FilterToggle } from '../../venues/filter-toggle';
import { DEFAULT_RADIUS_KM, type SearchFilters } from '../../venues/search-filters';
import { useT } from '../../i18n/use-t';
import { searchMessages } from './search.fr';
import { geoTexts, useNearMe } from './use-near-me';

/**
 * "Près de moi" as a chip beside "Ouvert maintenant": the two questions of a visitor on a phone, one
 * tap each. On: the browser's position, nearest first within the default radius (the filters panel
 * changes the radius); off: the search forgets the position.
 */
export function NearMeChip({ filters, onChange }: { filters: SearchFilters; onChange: (change: Partial<SearchFilters>) => void }) {
  const t = useT(searchMessages);
  const { locating, locate } = useNearMe(
    geoTexts(t),
    (position) => onChange({ near: { ...position, radiusKm: filters.near?.radiusKm ?? DEFAULT_RADIUS_KM }, sort: 'distance', city: '' }),
  );
  return (
    <FilterToggle
      pressed={filters.near !== null}
      onToggle={() => (filters.near === null ? locate() : onChange({ near: null, sort: filters.sort === 'distance' ? 'score' : filters.sort }))}
      color="zellige.9"
      loading={locating}
      data-near-me-filter
    >
      {t('filter.nearMe')}
    </FilterToggle>
  );
}
