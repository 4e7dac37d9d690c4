import type { Locale } from '../i18n/locales.js';
import type { VenueDto } from './venue.dto.js';

type Translatable = Pick<VenueDto, 'name' | 'description' | 'nameAr' | 'nameEn' | 'descriptionAr' | 'descriptionEn'>;

/**
 * The venue's name and description in the reader's language (issue 29), the French ones where the
 * merchant gave none: what the web app shows and what the gateway writes in the page's head.
 */
export function venueInLocale(venue: Translatable, locale: Locale): { name: string; description: string | null } {
  const description = locale === 'ar' ? venue.descriptionAr : locale === 'en' ? venue.descriptionEn : null;
  return { name: venueNameInLocale(venue, locale), description: description?.trim() || venue.description };
}

/** The venue's name alone in the reader's language, else the French one (a button's label, a dialog's title). */
export function venueNameInLocale(venue: Pick<VenueDto, 'name' | 'nameAr' | 'nameEn'>, locale: Locale): string {
  const name = locale === 'ar' ? venue.nameAr : locale === 'en' ? venue.nameEn : null;
  return name?.trim() || venue.name;
}
