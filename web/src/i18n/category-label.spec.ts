import { SEEDED_CATEGORY_IDS } from '@lieux/contracts';
import { searchPath } from '../venues/search-path';
import { categoriesAr } from './categories.ar';
import { categoriesEn } from './categories.en';
import { categoriesFr, type CategoryMessageKey } from './categories.fr';
import { categoryLabel, categoryPluralLabel } from './category-label';

const inFrench = (key: CategoryMessageKey) => categoriesFr[key];
const inEnglish = (key: CategoryMessageKey) => categoriesEn[key];
const inArabic = (key: CategoryMessageKey) => categoriesAr[key];


describe('categoryLabel', () => {
  it('translates a known category by its id', () => {
    expect(categoryLabel(inEnglish, { id: 'hotel', name: 'Hôtel' })).toBe('Hotel');
    expect(categoryLabel(inEnglish, { id: 'salon-de-the', name: 'Salon de thé' })).toBe('Tea room');
  });

  it("shows the server's name for an id the catalog does not know", () => {
    expect(categoryLabel(inEnglish, { id: 'librairie', name: 'Librairie' })).toBe('Librairie');
  });
});

describe('categoryPluralLabel', () => {
  it("gives the home page's French plurals, the spec's six first", () => {
    const plurals = SEEDED_CATEGORY_IDS.map((id) => categoryPluralLabel(inFrench, { id, name: id }));
    expect(plurals).toEqual([
      'Restaurants',
      'Cafés',
      'Hôtels',
      'Boutiques',
      'Spas',
      'Bars',
      'Riads',
      'Hammams',
      'Pâtisseries',
      'Salons de thé',
      'Rooftops',
      "Galeries d'art",
    ]);
  });

  it('has a plural in every language for every category the server knows', () => {
    for (const translate of [inFrench, inEnglish, inArabic]) {
      for (const id of SEEDED_CATEGORY_IDS) {
        expect(categoryPluralLabel(translate, { id, name: 'server name' })).not.toBe('server name');
      }
    }
  });

  it('translates a known category by its id', () => {
    expect(categoryPluralLabel(inEnglish, { id: 'hotel', name: 'Hôtel' })).toBe('Hotels');
    expect(categoryPluralLabel(inEnglish, { id: 'salon-de-the', name: 'Salon de thé' })).toBe('Tea rooms');
    expect(categoryPluralLabel(inArabic, { id: 'cafe', name: 'Café' })).toBe('مقاهي');
  });

  it("shows the server's name for an id the catalog does not know", () => {
    expect(categoryPluralLabel(inFrench, { id: 'librairie', name: 'Librairie' })).toBe('Librairie');
  });

  it('searches for the displayed word', () => {
    expect(searchPath(categoryPluralLabel(inFrench, { id: 'cafe', name: 'Café' }))).toBe('/recherche?q=Caf%C3%A9s');
    expect(searchPath(categoryPluralLabel(inFrench, { id: 'salon-de-the', name: 'Salon de thé' }))).toBe(
      '/recherche?q=Salons+de+th%C3%A9',
    );
  });
});
