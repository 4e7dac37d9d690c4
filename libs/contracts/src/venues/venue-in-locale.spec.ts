import { venueInLocale } from './venue-in-locale.js';

const venue = { name: 'Café Tarbouche Talaa', description: 'Café culturel de la médina', nameAr: 'مقهى الطربوش الطالعة', nameEn: null, descriptionAr: 'مقهى ثقافي في المدينة العتيقة', descriptionEn: '  ' };

describe('a venue in the reader’s language', () => {
  it('shows the Arabic or English version where the merchant gave one, the French one otherwise', () => {
    expect(venueInLocale(venue, 'ar')).toEqual({ name: 'مقهى الطربوش الطالعة', description: 'مقهى ثقافي في المدينة العتيقة' });
    expect(venueInLocale(venue, 'en')).toEqual({ name: 'Café Tarbouche Talaa', description: 'Café culturel de la médina' });
    expect(venueInLocale(venue, 'fr')).toEqual({ name: 'Café Tarbouche Talaa', description: 'Café culturel de la médina' });
    expect(venueInLocale({ name: 'Riad', description: null }, 'ar')).toEqual({ name: 'Riad', description: null });
  });
});
