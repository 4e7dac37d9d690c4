import { categoryLabel } from './category-label';
import { DICTIONARIES, type MessageKey } from './dictionaries';

const inEnglish = (key: MessageKey) => DICTIONARIES.en[key];

describe('categoryLabel', () => {
  it('translates a known category by its id', () => {
    expect(categoryLabel(inEnglish, { id: 'hotel', name: 'Hôtel' })).toBe('Hotel');
    expect(categoryLabel(inEnglish, { id: 'salon-de-the', name: 'Salon de thé' })).toBe('Tea room');
  });

  it("shows the server's name for an id the dictionaries do not know", () => {
    expect(categoryLabel(inEnglish, { id: 'librairie', name: 'Librairie' })).toBe('Librairie');
  });
});
