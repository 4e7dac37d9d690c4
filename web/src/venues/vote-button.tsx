import { useSyncExternalStore } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import type { VenueDto } from '@lieux/contracts';
import { ApiRequestError } from '../api/api-request.error';
import { useAuthStatus } from '../auth/use-auth-status';
import { useT } from '../i18n/use-t';
import { showToast } from '../toasts/show-toast';
import { pendingCounts, shownCount } from '../votes/pending-count';
import { useCastVote, useMyVoteQuery } from '../votes/votes.queries';
import { votesMessages } from '../votes/votes.fr';
import { venuesMessages } from './venues.fr';

/** "154 votes", "1 vote", "Aucun vote". */
export function useVoteCountLabel(): (count: number) => string {
  const t = useT(venuesMessages);
  return (count) => (count === 0 ? t('voteCountNone') : count === 1 ? t('voteCountOne') : t('voteCount', { count }));
}

type VotedVenue = Pick<VenueDto, 'id' | 'slug' | 'name' | 'voteCount'>;

/** The venue's count as shown: the server's, or the pending vote's effect until the server has it (votes/pending-count.ts). */
export function VoteCount({ venue, dark = false }: { venue: VotedVenue; dark?: boolean }) {
  const voteCountLabel = useVoteCountLabel();
  const pending = useSyncExternalStore(pendingCounts.subscribe, () => pendingCounts.get(venue.id));
  return (
    <Text component="span" fz="sm" fw={600} c={dark ? 'gray.3' : 'dark.6'} data-testid="vote-count" style={{ whiteSpace: 'nowrap' }}>
      {voteCountLabel(shownCount(venue.voteCount, pending, Date.now()))}
    </Text>
  );
}

/**
 * The spec's vote button: 'Voter', or 'J’aime' once voted (a second click takes the vote back);
 * disabled while the vote is on its way. Signed out it says 'Se connecter pour voter', which
 * toasts 'Connectez-vous pour voter pour ce lieu' and opens /login.
 */
export function VoteButton({ venue, dark = false }: { venue: VotedVenue; dark?: boolean }) {
  const t = useT(venuesMessages);
  const tv = useT(votesMessages);
  const navigate = useNavigate();
  const { isAuthenticated, isLoading } = useAuthStatus();
  const myVote = useMyVoteQuery(venue.id, isAuthenticated);
  const cast = useCastVote(venue);
  const name = venue.name.trim() || t('nameUnavailable');
  if (isLoading) return null;
  if (!isAuthenticated) {
    return (
      <Button
        size="compact-sm"
        variant={dark ? 'white' : 'light'}
        color={dark ? 'dark' : undefined}
        style={{ flexShrink: 0 }}
        onClick={() => {
          showToast(t('signInToVote'), 'info');
          void navigate('/login');
        }}
      >
        {t('connectToVote')}
      </Button>
    );
  }
  const voted = myVote.data?.value === 1;
  return (
    <Button
      size="compact-sm"
      variant={voted ? 'filled' : dark ? 'white' : 'light'}
      color={voted ? 'red' : dark ? 'dark' : undefined}
      aria-pressed={voted}
      aria-label={voted ? tv('votedLabel', { name }) : tv('voteLabel', { name })}
      disabled={myVote.isLoading || cast.isPending}
      onClick={() =>
        cast.mutate(voted ? 0 : 1, {
          onSuccess: (answer) => showToast(answer.value === 1 ? tv('voteThanks') : tv('voteRemoved'), 'success'),
          onError: (error) => {
            // A refusal with its own words (too many votes, a new account) says them; anything else the spec's.
            const own = error instanceof ApiRequestError && (error.status === 429 || error.status === 403) ? error.message : tv('voteFailed');
            showToast(own, 'error');
          },
        })
      }
    >
      {voted ? tv('voted') : tv('vote')}
    </Button>
  );
}

/** Where the count, the heart and the vote button sit on a card or the venue page; on a narrow card the button goes under. */
export function VoteGroup({ children }: { children: React.ReactNode }) {
  return (
    <Group gap="xs" justify="flex-end" style={{ position: 'relative', zIndex: 1 }}>
      {children}
    </Group>
  );
}
