import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n/use-t';
import { emptyResultCause, hasCriteria, hasFilters, widerRadiusKm, withoutFilters, type SearchFilters } from '../../venues/search-filters';
import { emptyResultMessages } from './empty-result.fr';
import { searchMessages } from './search.fr';

/**
 * "Aucun lieu trouvé", and what to do about it in the terms of the search that found nothing: a
 * wider radius, fewer filters, or other words (issue 29: the spec's "élargissez le rayon" only
 * when there was one).
 */
export function EmptyResult({ filters, onChange }: { filters: SearchFilters; onChange: (change: Partial<SearchFilters>) => void }) {
  const t = useT(searchMessages);
  const tEmpty = useT(emptyResultMessages);
  const cause = emptyResultCause(filters);
  const near = filters.near;
  const wider = near ? widerRadiusKm(near.radiusKm) : undefined;
  return (
    <Stack align="center" ta="center" py={48} gap="sm">
      <Title order={2} fz="xl">
        {tEmpty('empty.title')}
      </Title>
      <Text c="dark.5" maw={480}>
        {cause === 'radius' ? tEmpty('empty.body') : cause === 'filters' ? tEmpty('empty.filters') : tEmpty('empty.words', { query: filters.q.trim() })}
      </Text>
      <Group justify="center" gap="sm" mt="sm">
        {near && wider !== undefined ? <Button onClick={() => onChange({ near: { ...near, radiusKm: wider } })}>{tEmpty('empty.widen', { km: wider })}</Button> : null}
        {hasFilters(filters) && hasCriteria(withoutFilters(filters)) ? (
          <Button variant="default" onClick={() => onChange(withoutFilters(filters))}>
            {t('filter.reset')}
          </Button>
        ) : null}
        <Button component={Link} to="/" variant="default">
          {tEmpty('empty.home')}
        </Button>
      </Group>
    </Stack>
  );
}
