import { useSyncExternalStore } from 'react';
import { Button } from '@mantine/core';
import { ApiRequestError } from '../api/api-request.error';
import { useAuthStatus } from '../auth/use-auth-status';
import { venueNameInLocale } from '@lieux/contracts';
import { useLocale } from '../i18n/use-locale';
import { useT } from '../i18n/use-t';
import { showToast } from '../toasts/show-toast';
import { SaveButton, VoteCount, type VotedVenue } from '../venues/vote-button';
import { venuesMessages } from '../venues/venues.fr';
import { pendingCounts, shownCount } from './pending-count';
import { useCastVote, useFavoritesQuery, useMyVoteQuery, useToggleFavorite } from './votes.queries';
import { votesMessages } from './votes.fr';
import { ACTION_COLORS } from '../app/action-colors';

/**
 * The spec's vote button for a signed-in person: 'Voter', or 'J’aime' once voted (a second click
 * takes the vote back), terracotta, the colour of the product's main action; disabled while the
 * vote is on its way. Toasts 'Merci pour votre vote !' / 'Votre vote a été retiré' / 'Impossible
 * d’enregistrer votre vote' (no retry), one per venue at a time: taking the vote back replaces the
 * thanks (issue 28). An account whose e-mail is not confirmed is thanked and told its vote counts once
 * the address is confirmed (issue 30 §9).
 */
function VoteButton({ venue, name, dark }: { venue: VotedVenue; name: string; dark: boolean }) {
  const t = useT(votesMessages);
  const myVote = useMyVoteQuery(venue.id, true);
  // A session from before e-mail confirmation existed has no flag: such an account was confirmed since.
  const counted = useAuthStatus().user?.emailConfirmed !== false;
  const cast = useCastVote(venue, counted);
  const voted = myVote.data?.value === 1;
  return (
    <Button
      size="compact-sm"
      variant={voted ? 'filled' : dark ? 'white' : 'light'}
      color={voted ? ACTION_COLORS.main : dark ? 'dark' : undefined}
      style={{ flexShrink: 0 }}
      aria-pressed={voted}
      aria-label={voted ? t('votedLabel', { name }) : t('voteLabel', { name })}
      disabled={myVote.isLoading || cast.isPending}
      onClick={() =>
        cast.mutate(voted ? 0 : 1, {
          onSuccess: (answer) => showToast(answer.value === 0 ? t('voteRemoved') : counted ? t('voteThanks') : t('voteThanksUnconfirmed'), 'success', { subject: `vote:${venue.id}` }),
          onError: (error) => {
            // A refusal with its own words (too many votes, a new account) says them; anything else the spec's.
            const own = error instanceof ApiRequestError && (error.status === 429 || error.status === 403) ? error.message : t('voteFailed');
            showToast(own, 'error', { subject: `vote:${venue.id}` });
          },
        })
      }
    >
      {voted ? t('voted') : t('vote')}
    </Button>
  );
}

/** 'Enregistrer': in or out of 'Mes favoris'; its state comes from the one favourites list (one request for a page of cards). */
function FavoriteButton({ venue, name, dark }: { venue: VotedVenue; name: string; dark: boolean }) {
  const t = useT(votesMessages);
  const favorites = useFavoritesQuery();
  const toggle = useToggleFavorite(venue.id);
  const favorite = toggle.isPending ? toggle.variables : (favorites.data ?? []).some((item) => item.id === venue.id);
  return (
    <SaveButton
      saved={favorite}
      dark={dark}
      label={favorite ? t('favoriteRemove', { name }) : t('favoriteAdd', { name })}
      disabled={favorites.isLoading || toggle.isPending}
      onClick={() =>
        toggle.mutate(!favorite, {
          onSuccess: (answer) => showToast(answer.favorite ? t('favoriteAdded') : t('favoriteRemoved'), 'success', { subject: `favorite:${venue.id}` }),
          onError: () => showToast(t('favoriteFailed'), 'error', { subject: `favorite:${venue.id}` }),
        })
      }
    />
  );
}

/**
 * The count, the save control and the vote button of a signed-in person (its own chunk:
 * venue-actions.tsx). The count moves once, when the vote is cast, and shows that until the
 * server's count moves (pending-count.ts).
 */
export function SignedInVoteActions({ venue, dark = false }: { venue: VotedVenue; dark?: boolean }) {
  const tn = useT(venuesMessages);
  const { locale } = useLocale();
  // The name the card shows, in the reader's language, in the buttons' accessible names.
  const name = venueNameInLocale(venue, locale).trim() || tn('nameUnavailable');
  const pending = useSyncExternalStore(pendingCounts.subscribe, () => pendingCounts.get(venue.id));
  return (
    <>
      <VoteCount count={shownCount(venue.voteCount, pending, Date.now())} dark={dark} />
      <FavoriteButton venue={venue} name={name} dark={dark} />
      <VoteButton venue={venue} name={name} dark={dark} />
    </>
  );
}
