import type { VenueDto } from '@lieux/contracts';
import { VoteButton, VoteCount, VoteGroup } from '../venues/vote-button';
import { FavoriteButton } from './favorite-button';

/** A venue's count, heart and vote button, on every card and on the venue page. */
export function VenueActions({ venue, dark = false }: { venue: Pick<VenueDto, 'id' | 'slug' | 'name' | 'voteCount'>; dark?: boolean }) {
  return (
    <VoteGroup>
      <VoteCount venue={venue} dark={dark} />
      <FavoriteButton venue={venue} dark={dark} />
      <VoteButton venue={venue} dark={dark} />
    </VoteGroup>
  );
}
