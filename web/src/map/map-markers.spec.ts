import { PLACE_NAMES_AR } from '@lieux/contracts/place-names.ar';
import { placeMessagesOf, type MapVenueDto } from '@lieux/contracts';
import { cityLabel } from '../i18n/place-label';
import { mapVenueMarkersOf } from './map-markers';

const arabic = placeMessagesOf(PLACE_NAMES_AR);
const inArabic = { locale: 'ar' as const, city: (city: string) => cityLabel((key) => arabic[key] ?? key, city) };
const VENUE: MapVenueDto = { id: 'v1', slug: 'cafe-bleu', name: 'Café Bleu', nameAr: 'المقهى الأزرق', nameEn: null, score: 81, lat: 34.03, lng: -6.84, address: 'Kasbah des Oudayas', city: 'Rabat', phone: null, whatsapp: null };

describe('map popups in the reader’s language (issue 29 §2)', () => {
  it('name the venue and its city in Arabic, the address as the merchant wrote it', () => {
    expect(mapVenueMarkersOf([VENUE], 'Sans nom', inArabic)[0]).toMatchObject({ name: 'المقهى الأزرق', detail: 'Kasbah des Oudayas, الرباط' });
  });

  it('fall back to the French name where the merchant gave none in that language', () => {
    expect(mapVenueMarkersOf([{ ...VENUE, nameAr: null }], 'Sans nom', inArabic)[0]?.name).toBe('Café Bleu');
  });
});
