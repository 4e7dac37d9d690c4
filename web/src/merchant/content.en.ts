import type { Translation } from '../i18n/message-catalog';
import type { contentFr } from './content.fr';

export const contentEn = {
  'screenTitle': 'My venues’ content',
  'title': 'My venues’ content',
  'subtitle': 'Description, tags, opening hours and contact details: published without a new review.',
  'back': 'Back to the dashboard',
  'venue': 'Venue',
  'empty': 'Create a venue first to manage its content.',
  'emptyAction': 'Create a venue',
  'section.description': 'Description',
  'section.tags': 'Tags',
  'section.hours': 'Opening hours',
  'section.contact': 'Contact details',
  'description': 'Description',
  'descriptionHint': 'At least 30 characters for a complete profile.',
  'tags': 'Tags',
  'tagsHint': 'Up to 10 tags of 2 to 30 characters (terrace, wifi, brunch…). Enter to add.',
  'phone': 'Phone',
  'website': 'Website',
  'whatsapp': 'WhatsApp',
  'whatsappHint': 'For bookings: visitors write to you in one tap.',
  'save': 'Save',
  'saving': 'Saving…',
  'saved': 'Content saved',
  'failed': 'The content could not be saved. Check your details.',
} satisfies Translation<typeof contentFr>;
