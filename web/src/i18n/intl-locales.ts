import type { Locale } from '@lieux/contracts';

/** The Intl locale of each language: French as spoken in Morocco, English, Moroccan Arabic with Latin digits. */
export const INTL_LOCALES: Record<Locale, string> = { fr: 'fr-MA', en: 'en-GB', ar: 'ar-MA' };
