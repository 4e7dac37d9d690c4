import type { Locale } from '../i18n/locales.js';
import type { VenueDto } from './venue.dto.js';

type Translatable = Pick<VenueDto, 'name' | 'description' | 'nameAr' | 'nameEn' | 'descriptionAr' | 'descriptionEn'>;

/**
 * The venue's name and description in the reader's language (issue 29), the French ones where the
 * merchant gave none: what the web app shows and what the gateway writes in the page's head.
 */
export function venueInLocale(venue: Translatable, locale: Locale): { name: string; description: string | null } {
  const name = locale === 'ar' ? venue.nameAr : locale === 'en' ? venue.nameEn : null;
  const description = locale === 'ar' ? venue.descriptionAr : locale === 'en' ? venue.descriptionEn : null;
  return { name: name?.trim() || venue.name, description: description?.trim() || venue.description };
}
