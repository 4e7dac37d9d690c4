import type { Translation } from '../../i18n/message-catalog';
import type { landingFr } from './landing.fr';

export const landingEn = {
  'screenTitle': 'Discover the places that matter in Morocco',
  'hero.eyebrow': 'Restaurants, cafés, hotels, boutiques, spas, bars',
  'hero.title': 'The places everyone talks about in Morocco',
  'hero.body': 'Every place gets an influence score from 0 to 100, computed from its presence on Instagram, TikTok, Facebook, LinkedIn and Google. Find the places everyone recommends and vote for your favourites.',
  'hero.explore': 'Explore places',
  'hero.merchant': 'Own a business?',
  'stats.label': 'Places in numbers',
  'stats.venues': 'places rated',
  'stats.cities': 'cities',
  'stats.votes': 'community votes',
  'top.title': 'Top-rated right now',
  'top.all': 'See all places',
  'how.title': 'How it works',
  'how.analysis.title': 'Multi-platform analysis',
  'how.analysis.body': 'Instagram, TikTok, Facebook, LinkedIn and Google Business: we read each place’s presence on all five platforms, every day.',
  'how.score.title': 'A score from 0 to 100',
  'how.score.body': 'One number to compare: 80 to 100 excellent, 60 to 79 very good, 40 to 59 good.',
  'how.community.title': 'An active community',
  'how.community.body': 'Visitors vote for the places they love and bring the best places of their city to the top.',
  'cta.title': 'Ready to find your next favourite place?',
  'cta.body': 'Browse the best-rated places or list your business.',
  'cta.explore': 'Start exploring',
  'cta.merchant': 'List my place',
} satisfies Translation<typeof landingFr>;
