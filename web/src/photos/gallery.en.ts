import type { Translation } from '../i18n/message-catalog';
import type { galleryFr } from './gallery.fr';

export const galleryEn = {
  'alt': 'Photo {position} of {count} of {name}',
  'open': 'Enlarge photo {position} of {count}',
  'viewerLabel': 'Photos of {name}',
  'counter': '{position} / {count}',
  'previous': 'Previous photo',
  'next': 'Next photo',
  'close': 'Close',
  'showAll#one': 'Show the photo',
  'showAll#other': 'Show all {count} photos',
  'swipeHint#one': '{count} photo',
  'swipeHint#other': '{count} photos',
} satisfies Translation<typeof galleryFr>;
