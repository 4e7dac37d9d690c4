import { Button, Group, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import type { VenueDto } from '@lieux/contracts';
import { useAuthStatus } from '../auth/use-auth-status';
import { useT } from '../i18n/use-t';
import { showToast } from '../toasts/show-toast';
import { venuesMessages } from './venues.fr';

/** "154 votes", "1 vote", "Aucun vote". */
export function useVoteCountLabel(): (count: number) => string {
  const t = useT(venuesMessages);
  return (count) => (count === 0 ? t('voteCountNone') : count === 1 ? t('voteCountOne') : t('voteCount', { count }));
}

/**
 * The spec's vote button, as far as this issue goes: a visitor sees 'Se connecter pour voter',
 * which says 'Connectez-vous pour voter pour ce lieu' and opens /login. Casting a vote is issue 8
 * (its endpoint does not exist yet), so a signed-in person sees the venue's vote count and no
 * button that would pretend to vote (web/README.md, "Decisions").
 */
export function VoteButton({ venue, dark = false }: { venue: Pick<VenueDto, 'voteCount'>; dark?: boolean }) {
  const t = useT(venuesMessages);
  const voteCountLabel = useVoteCountLabel();
  const navigate = useNavigate();
  const { isAuthenticated, isLoading } = useAuthStatus();
  const count = (
    <Text component="span" fz="sm" fw={600} c={dark ? 'gray.3' : 'dark.6'}>
      {voteCountLabel(venue.voteCount)}
    </Text>
  );
  if (isLoading || isAuthenticated) return count;
  return (
    <Group gap="xs" wrap="nowrap" style={{ position: 'relative', zIndex: 1 }}>
      {count}
      <Button
        size="compact-sm"
        variant={dark ? 'white' : 'light'}
        color={dark ? 'dark' : undefined}
        onClick={() => {
          showToast(t('signInToVote'), 'info');
          void navigate('/login');
        }}
      >
        {t('connectToVote')}
      </Button>
    </Group>
  );
}
