import { ActionIcon } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import type { VenueDto } from '@lieux/contracts';
import { useAuthStatus } from '../auth/use-auth-status';
import { useT } from '../i18n/use-t';
import { showToast } from '../toasts/show-toast';
import { venuesMessages } from '../venues/venues.fr';
import { useFavoritesQuery, useToggleFavorite } from './votes.queries';
import { votesMessages } from './votes.fr';

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M12 20.5s-7.5-4.6-9.6-9.2C.9 7.9 3 4 6.8 4c2.2 0 3.6 1.2 5.2 3 1.6-1.8 3-3 5.2-3C21 4 23.1 7.9 21.6 11.3 19.5 15.9 12 20.5 12 20.5z" />
    </svg>
  );
}

/**
 * The heart of a card and of the venue page: in or out of 'Mes favoris'. Its state comes from the
 * one favourites list (a single request for every heart of a page). Signed out, it asks to sign in
 * like the vote button.
 */
export function FavoriteButton({ venue, dark = false }: { venue: Pick<VenueDto, 'id' | 'name'>; dark?: boolean }) {
  const t = useT(votesMessages);
  const tn = useT(venuesMessages);
  const navigate = useNavigate();
  const { isAuthenticated, isLoading } = useAuthStatus();
  const favorites = useFavoritesQuery(isAuthenticated);
  const toggle = useToggleFavorite(venue.id);
  if (isLoading) return null;
  const name = venue.name.trim() || tn('nameUnavailable');
  const favorite = toggle.isPending ? toggle.variables : (favorites.data ?? []).some((item) => item.id === venue.id);
  return (
    <ActionIcon
      variant={dark ? 'white' : 'subtle'}
      color={favorite ? 'red' : dark ? 'dark' : 'gray'}
      size="lg"
      radius="xl"
      aria-pressed={isAuthenticated ? favorite : undefined}
      aria-label={favorite ? t('favoriteRemove', { name }) : t('favoriteAdd', { name })}
      disabled={isAuthenticated && (favorites.isLoading || toggle.isPending)}
      onClick={() => {
        if (!isAuthenticated) {
          showToast(t('signInToFavorite'), 'info');
          void navigate('/login');
          return;
        }
        toggle.mutate(!favorite, {
          onSuccess: (answer) => showToast(answer.favorite ? t('favoriteAdded') : t('favoriteRemoved'), 'success'),
          onError: () => showToast(t('favoriteFailed'), 'error'),
        });
      }}
    >
      <Heart filled={favorite === true} />
    </ActionIcon>
  );
}
