import { Button, Group, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { venueNameInLocale, type VenueDto } from '@lieux/contracts';
import { useLocale } from '../i18n/use-locale';
import { usePlural, useT } from '../i18n/use-t';
import { showToast } from '../toasts/show-toast';
import { venuesMessages } from './venues.fr';
import { ACTION_COLORS } from '../app/action-colors';

/** "154 votes", "1 vote", "Aucun vote"; Arabic's six forms (i18n/plural.ts). */
export function useVoteCountLabel(): (count: number) => string {
  const t = useT(venuesMessages);
  const tn = usePlural(venuesMessages);
  return (count) => (count === 0 ? t('voteCountNone') : tn('voteCount', count));
}

export type VotedVenue = Pick<VenueDto, 'id' | 'slug' | 'name' | 'nameAr' | 'nameEn' | 'voteCount'>;

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
 * What a visitor sees of the vote and the save control: 'Se connecter pour voter', which toasts
 * 'Connectez-vous pour voter pour ce lieu' and opens /login, and 'Enregistrer' that asks the same
 * for favourites. The signed-in buttons (votes/signed-in-actions.tsx) are their own chunk, fetched once
 * someone is signed in: a first visit does not carry the mutations.
 */
export function SignedOutVoteActions({ venue, dark = false }: { venue: VotedVenue; dark?: boolean }) {
  const t = useT(venuesMessages);
  const navigate = useNavigate();
  const { locale } = useLocale();
  // The name the card shows, in the reader's language, in the buttons' accessible names.
  const name = venueNameInLocale(venue, locale).trim() || t('nameUnavailable');
  const askToSignIn = (message: string) => {
    showToast(message, 'info');
    void navigate('/login');
  };
  return (
    <>
      <SaveButton saved={false} dark={dark} label={t('favoriteAdd', { name })} onClick={() => askToSignIn(t('signInToFavorite'))} />
      <Button size="compact-sm" variant={dark ? 'white' : 'light'} color={dark ? 'dark' : undefined} style={{ flexShrink: 0 }} onClick={() => askToSignIn(t('signInToVote'))}>
        {t('connectToVote')}
      </Button>
    </>
  );
}

/** The save control's bookmark, outlined or filled: its own shape, never taken for the vote ('J’aime'). */
function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M6 3.5h12a1 1 0 0 1 1 1V21l-7-4.6L5 21V4.5a1 1 0 0 1 1-1z" />
    </svg>
  );
}

interface SaveButtonProps {
  saved: boolean;
  dark: boolean;
  /** The accessible name, which starts with the visible word ('Enregistrer Café Bleu dans mes favoris'). */
  label: string;
  disabled?: boolean;
  onClick: () => void;
}

/**
 * The save control (issue 28: distinct from the vote): a bookmark and 'Enregistrer', or a filled
 * bookmark and 'Enregistré', in the zellige colour of keeping things (the vote is terracotta); the
 * browser's tooltip says what it does. A Button, not an ActionIcon or Mantine's Tooltip: the first
 * visit's JavaScript already has it (web/README.md, budget).
 */
export function SaveButton({ saved, dark, label, disabled, onClick }: SaveButtonProps) {
  const t = useT(venuesMessages);
  return (
    <Button
      size="compact-sm"
      variant={saved ? (dark ? 'filled' : 'light') : dark ? 'white' : 'default'}
      color={dark && !saved ? 'dark' : ACTION_COLORS.save}
      radius="xl"
      leftSection={<BookmarkIcon filled={saved} />}
      aria-pressed={saved}
      aria-label={label}
      title={saved ? t('savedHint') : t('saveHint')}
      disabled={disabled}
      onClick={onClick}
      style={{ flexShrink: 0 }}
    >
      {saved ? t('saved') : t('save')}
    </Button>
  );
}

/** Where the count, the save control and the vote button sit on a card or the venue page; on a narrow card the button goes under. */
export function VoteGroup({ children }: { children: React.ReactNode }) {
  return (
    <Group gap="xs" justify="flex-end" style={{ position: 'relative', zIndex: 1 }}>
      {children}
    </Group>
  );
}
