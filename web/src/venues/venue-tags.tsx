import { Badge, Group } from '@mantine/core';
import type { TagDto } from '@lieux/contracts';
import { usePlural, useT } from '../i18n/use-t';
import { tagLabel } from '../i18n/place-label';
import { placeMessages } from '../i18n/places.fr';
import { venuesMessages } from './venues.fr';

interface VenueTagsProps {
  tags: readonly TagDto[];
  /** The spec: 4 on search cards, 3 on the explorer's. */
  max: number;
  dark?: boolean;
}

/** Up to `max` tags, then '+N' for the others. */
export function VenueTags({ tags, max, dark = false }: VenueTagsProps) {
  const t = useT(venuesMessages);
  const tn = usePlural(venuesMessages);
  const tPlaces = useT(placeMessages);
  if (tags.length === 0) return null;
  const shown = tags.slice(0, max);
  const more = tags.length - shown.length;
  return (
    <Group component="ul" gap={6} p={0} m={0} aria-label={t('tagsLabel')} style={{ listStyle: 'none', position: 'relative', zIndex: 1 }}>
      {shown.map((tag) => (
        <Badge component="li" key={tag.id} variant={dark ? 'outline' : 'light'} color={dark ? 'gray.3' : 'zellige'} c={dark ? 'gray.2' : 'zellige.9'} radius="sm" tt="none" fw={500}>
          {tagLabel(tPlaces, tag)}
        </Badge>
      ))}
      {more > 0 ? (
        <Badge component="li" variant="default" radius="sm" tt="none" fw={500} aria-label={tn('moreTagsLabel', more)}>
          {t('moreTags', { count: more })}
        </Badge>
      ) : null}
    </Group>
  );
}
