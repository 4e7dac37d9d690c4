/**
 * The home page's ready-made searches (spec: "Recherches populaires" and the trending tags), searched
 * as written, in French: the web app links them, and the gateway's response cache keeps their answers
 * from the first visit (docs/performance.md, "Gateway response cache").
 */
export const POPULAR_SEARCH_TEXTS = ['Restaurants Casablanca', 'Cafés Rabat', 'Hôtels Marrakech', 'Boutiques Tanger'] as const;

export const TRENDING_TAG_TEXTS = ['Rooftops', 'Brunch', 'Street food', 'Spa wellness'] as const;

/** How many venues the home page's "Ajoutés récemment" shows (`GET /api/venues?sort=recent&limit=4`). */
export const RECENTLY_ADDED_COUNT = 4;
