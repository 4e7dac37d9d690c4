import { lazy, Suspense } from 'react';
import { useAuthStatus } from '../auth/use-auth-status';
import { SignedOutVoteActions, VoteCount, VoteGroup, type VotedVenue } from '../venues/vote-button';

const SignedInVoteActions = lazy(() => import('./signed-in-actions').then((module) => ({ default: module.SignedInVoteActions })));

/** A venue's count, save control and vote button, on every card and on the venue page. */
export function VenueActions({ venue, dark = false }: { venue: VotedVenue; dark?: boolean }) {
  const { isAuthenticated, isLoading } = useAuthStatus();
  return (
    <VoteGroup>
      {isAuthenticated ? (
        <Suspense fallback={<VoteCount count={venue.voteCount} dark={dark} />}>
          <SignedInVoteActions venue={venue} dark={dark} />
        </Suspense>
      ) : (
        <>
          <VoteCount count={venue.voteCount} dark={dark} />
          {isLoading ? null : <SignedOutVoteActions venue={venue} dark={dark} />}
        </>
      )}
    </VoteGroup>
  );
}
