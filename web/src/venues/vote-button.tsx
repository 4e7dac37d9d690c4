import { Button, Group, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import type { VenueDto } from '@lieux/contracts';
import { useT } from '../i18n/use-t';
import { showToast } from '../toasts/show-toast';
import { HeartIcon } from '../votes/heart-icon';
import { venuesMessages } from './venues.fr';

/** "154 votes", "1 vote", "Aucun vote". */
export function useVoteCountLabel(): (count: number) => string {
  const t = useT(venuesMessages);
  return (count) => (count === 0 ? t('voteCountNone') : count === 1 ? t('voteCountOne') : t('voteCount', { count }));
}

export type VotedVenue = Pick<VenueDto, 'id' | 'slug' | 'name' | 'voteCount'>;

/** The venue's count; a signed-in person's card shows it with their pending vote (votes/signed-in-actions.tsx). */
export function VoteCount({ count, dark = false }: { count: number; dark?: boolean }) {
  const voteCountLabel = useVoteCountLabel();
  return (
    <Text component="span" fz="sm" fw={600} c={dark ? 'gray.3' : 'dark.6'} data-testid="vote-count" style={{ whiteSpace: 'nowrap' }}>
      {voteCountLabel(count)}
    </Text>
  );
}

/**
 * What a visitor sees of the vote and the heart: 'Se connecter pour voter', which toasts
 * 'Connectez-vous pour voter pour ce lieu' and opens /login, and a heart that asks the same for
 * favourites. The signed-in buttons (votes/signed-in-actions.tsx) are their own chunk, fetched once
 * someone is signed in: a first visit does not carry the mutations.
 */
export function SignedOutVoteActions({ venue, dark = false }: { venue: VotedVenue; dark?: boolean }) {
  const t = useT(venuesMessages);
  const navigate = useNavigate();
  const name = venue.name.trim() || t('nameUnavailable');
  const askToSignIn = (message: string) => {
    showToast(message, 'info');
    void navigate('/login');
  };
  return (
    <>
      {/* A Button, not an ActionIcon: the first visit's JavaScript already has it (web/README.md, budget). */}
      <Button size="compact-sm" variant={dark ? 'white' : 'subtle'} color={dark ? 'dark' : 'gray'} radius="xl" px={6} aria-label={t('favoriteAdd', { name })} onClick={() => askToSignIn(t('signInToFavorite'))}>
        <HeartIcon filled={false} />
      </Button>
      <Button size="compact-sm" variant={dark ? 'white' : 'light'} color={dark ? 'dark' : undefined} style={{ flexShrink: 0 }} onClick={() => askToSignIn(t('signInToVote'))}>
        {t('connectToVote')}
      </Button>
    </>
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
