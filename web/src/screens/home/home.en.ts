import type { Translation } from '../../i18n/message-catalog';
import type { homeFr } from './home.fr';

export const homeEn = {
  'screenTitle': 'Home',
  'title': "Discover Morocco's best places",
  'subtitle':
    'Restaurants, cafés, hotels, boutiques, spas and bars, ranked from 0 to 100 by their social media influence.',
  'searchLabel': 'Search for a venue',
  'searchPlaceholder': 'A restaurant, a café, a city…',
  'searchButton': 'Search',
  'popularTitle': 'Popular searches',
  'trendingTitle': 'Trending',
  'categoriesTitle': 'Categories',
  'categoriesLoading': 'Loading categories…',
  'categoriesError': 'Could not load the categories',
  'categoriesEmpty': 'No categories yet.',
  'recentTitle': 'Recently added',
  'recentLoading': 'Loading places…',
  'recentEmpty': 'No places yet.',
  'recentError': 'Could not load the places',
  'recentAll': 'See all places',
  'retry': 'Try again',

  'popular.restaurantsCasablanca': 'Restaurants in Casablanca',
  'popular.cafesRabat': 'Cafés in Rabat',
  'popular.hotelsMarrakech': 'Hotels in Marrakech',
  'popular.boutiquesTanger': 'Boutiques in Tangier',

  'trending.rooftops': 'Rooftops',
  'trending.brunch': 'Brunch',
  'trending.streetFood': 'Street food',
  'trending.spaWellness': 'Spa & wellness',
} satisfies Translation<typeof homeFr>;
