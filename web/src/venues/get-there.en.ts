import type { Translation } from '../i18n/message-catalog';
import type { getThereFr } from './get-there.fr';

export const getThereEn = {
  'group': 'Directions and contact',
  'directions': 'Directions',
  'directionsApps': 'Choose the app for directions',
  'maps.google': 'Google Maps',
  'maps.waze': 'Waze',
  'maps.apple': 'Apple Maps',
  'call': 'Call',
  'whatsapp': 'WhatsApp',
  'website': 'Website',
  'share': 'Share',
  'opensInNewTab': '(new tab)',
  'linkCopied': 'Link copied',
  'copyFailed': 'Could not copy the link. Here it is: {url}',
  'compact.group': 'Directions and contact for {name}',
  'compact.directions': 'Directions to {name}',
  'compact.call': 'Call {name}',
  'compact.whatsapp': 'Message {name} on WhatsApp',
  'compact.website': 'Website of {name}',
  'compact.share': 'Share {name}',
} satisfies Translation<typeof getThereFr>;
