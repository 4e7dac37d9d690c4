import { SimpleGrid } from '@mantine/core';
import type { VenueDto } from '@lieux/contracts';
import { GRID3_COVER_SIZES, VenueCard } from '../../venues/venue-card';

/** The similar venues' cards, at the foot of the venue page: a chunk of their own, not needed for its first paint. */
export function SimilarVenues({ venues }: { venues: VenueDto[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
      {venues.map((similar) => (
        <VenueCard key={similar.id} venue={similar} sizes={GRID3_COVER_SIZES} />
      ))}
    </SimpleGrid>
  );
}
