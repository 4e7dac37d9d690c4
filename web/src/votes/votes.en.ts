import type { Translation } from '../i18n/message-catalog';
import type { votesFr } from './votes.fr';

export const votesEn = {
  'vote': 'Vote',
  'voted': 'Like',
  'voteLabel': 'Vote for {name}',
  'votedLabel': 'You like {name}: take your vote back',
  'voteThanks': 'Thank you for your vote!',
  'voteThanksUnconfirmed': 'Thank you for your vote! It will count in the ranking as soon as your e-mail address is confirmed.',
  'voteRemoved': 'Your vote was removed',
  'voteFailed': 'Your vote could not be saved',
  'favoriteAdd': 'Save {name} to my favourites',
  'favoriteRemove': 'Saved: remove {name} from my favourites',
  'favoriteAdded': 'Added to your favourites',
  'favoriteRemoved': 'Removed from your favourites',
  'favoriteFailed': 'Your favourites could not be changed',
  'favoritesTitle': 'My favourites',
  'favoritesSubtitle': 'The places you kept, most recent first.',
  'favoritesEmpty': 'No favourites yet',
  'favoritesEmptyHint': 'Tap “Save” on a place to find it here.',
  'favoritesExplore': 'Discover places',
  'favoritesError': 'Your favourites could not be loaded.',
  'retry': 'Try again',
} satisfies Translation<typeof votesFr>;
