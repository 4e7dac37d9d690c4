import type { HomeMessageKey } from './home.fr';

export interface QuickSearch {
  labelKey: HomeMessageKey;
  /** Searched as written, in French: the language of the venue data. */
  query: string;
}

/** The spec's fixed popular searches. */
export const POPULAR_SEARCHES: readonly QuickSearch[] = [
  { labelKey: 'popular.restaurantsCasablanca', query: 'Restaurants Casablanca' },
  { labelKey: 'popular.cafesRabat', query: 'Cafés Rabat' },
  { labelKey: 'popular.hotelsMarrakech', query: 'Hôtels Marrakech' },
  { labelKey: 'popular.boutiquesTanger', query: 'Boutiques Tanger' },
];

/** The spec's fixed trending tags. */
export const TRENDING_TAGS: readonly QuickSearch[] = [
  { labelKey: 'trending.rooftops', query: 'Rooftops' },
  { labelKey: 'trending.brunch', query: 'Brunch' },
  { labelKey: 'trending.streetFood', query: 'Street food' },
  { labelKey: 'trending.spaWellness', query: 'Spa wellness' },
];
