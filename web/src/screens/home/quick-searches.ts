import { POPULAR_SEARCH_TEXTS, TRENDING_TAG_TEXTS } from '@lieux/contracts';
import type { HomeMessageKey } from './home.fr';

export interface QuickSearch {
  labelKey: HomeMessageKey;
  /** Searched as written, in French: the language of the venue data. */
  query: string;
}

/** The spec's fixed popular searches (their texts in libs/contracts: the gateway caches their answers). */
export const POPULAR_SEARCHES: readonly QuickSearch[] = [
  { labelKey: 'popular.restaurantsCasablanca', query: POPULAR_SEARCH_TEXTS[0] },
  { labelKey: 'popular.cafesRabat', query: POPULAR_SEARCH_TEXTS[1] },
  { labelKey: 'popular.hotelsMarrakech', query: POPULAR_SEARCH_TEXTS[2] },
  { labelKey: 'popular.boutiquesTanger', query: POPULAR_SEARCH_TEXTS[3] },
];

/** The spec's fixed trending tags. */
export const TRENDING_TAGS: readonly QuickSearch[] = [
  { labelKey: 'trending.rooftops', query: TRENDING_TAG_TEXTS[0] },
  { labelKey: 'trending.brunch', query: TRENDING_TAG_TEXTS[1] },
  { labelKey: 'trending.streetFood', query: TRENDING_TAG_TEXTS[2] },
  { labelKey: 'trending.spaWellness', query: TRENDING_TAG_TEXTS[3] },
];
