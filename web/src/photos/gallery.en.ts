import type { Translation } from '../i18n/message-catalog';
import type { galleryFr } from './gallery.fr';

export const galleryEn = {
  'title': 'Photos',
  'alt': 'Photo {position} of {count} of {name}',
  'open': 'Enlarge photo {position} of {count}',
  'viewerLabel': 'Photos of {name}',
  'counter': '{position} / {count}',
  'previous': 'Previous photo',
  'next': 'Next photo',
  'close': 'Close',
} satisfies Translation<typeof galleryFr>;
