/**
 * The categories the venues schema is seeded with, in display order: what `GET /api/categories`
 * answers on a new platform, and the ids the web app names in every language. The venues
 * migration keeps its own copy (a migration never changes once landed); its integration test
 * checks the two agree.
 */
export const SEEDED_CATEGORY_IDS = [
  'restaurant',
  'cafe',
  'hotel',
  'boutique',
  'spa',
  'bar',
  'riad',
  'hammam',
  'patisserie',
  'salon-de-the',
  'rooftop',
  'galerie',
] as const;
