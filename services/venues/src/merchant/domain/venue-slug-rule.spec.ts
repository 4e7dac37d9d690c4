import { FALLBACK_SLUG, uniqueSlug, venueSlugBase } from './venue-slug-rule.js';

describe('the slug of a new venue (spec section 5)', () => {
  it.each([
    ['Café Clock', 'cafe-clock'],
    ['  Le   Riad  ', 'le-riad'],
    ["Café L'Oasis & Co", 'cafe-loasis-co'],
    ['Hôtel Mamounia — Marrakech', 'hotel-mamounia-marrakech'],
    ['Dar   --  Yacout', 'dar-yacout'],
    ['Cœur de Fès', 'coeur-de-fes'],
    ['Spa N°1 (Agdal)', 'spa-n1-agdal'],
    ['ÉLÉPHANT BLEU', 'elephant-bleu'],
    ['-Bar- 2000-', 'bar-2000'],
  ])('%s → %s', (name, slug) => {
    expect(venueSlugBase(name)).toBe(slug);
  });

  it('gives a name without latin letters or digits a fallback', () => {
    expect(venueSlugBase('مقهى الحافة')).toBe(FALLBACK_SLUG);
    expect(venueSlugBase('!!!')).toBe(FALLBACK_SLUG);
  });

  it('keeps at most 100 characters and never ends with a hyphen', () => {
    const slug = venueSlugBase(`${'a'.repeat(99)} b`);
    expect(slug.length).toBeLessThanOrEqual(100);
    expect(slug.endsWith('-')).toBe(false);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('adds -2, -3… when the slug is taken', () => {
    expect(uniqueSlug('cafe-clock', new Set())).toBe('cafe-clock');
    expect(uniqueSlug('cafe-clock', new Set(['cafe-clock']))).toBe('cafe-clock-2');
    expect(uniqueSlug('cafe-clock', new Set(['cafe-clock', 'cafe-clock-2', 'cafe-clock-3']))).toBe('cafe-clock-4');
    expect(uniqueSlug('cafe-clock', new Set(['cafe-clock-2']))).toBe('cafe-clock');
  });
});
