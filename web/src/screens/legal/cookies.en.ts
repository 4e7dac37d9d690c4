import type { Translation } from '../../i18n/message-catalog';
import type { cookiesFr } from './cookies.fr';

export const cookiesEn = {
  'title': 'Cookie policy',
  'intro': 'A cookie is a small file a site stores in your browser. Lieux uses as few as possible: just one, needed to sign in.',
  's.used.title': 'The cookie we set',
  's.used.body':
    '- Name: lieux_session.\n- Purpose: keeping you signed in to your account; it holds only a random session identifier, nothing else.\n- Set when you sign in, deleted when you sign out.\n- Lifetime: 30 days at most.\n- Protections: unreadable by page scripts (HttpOnly), not sent with requests started by other sites (SameSite=Lax) and only over encrypted connections (Secure).\n\nThis cookie is strictly necessary for the service you ask for: it does not need your consent.',
  's.storage.title': 'Your language choice',
  's.storage.body':
    'The language you choose (French, English or Arabic) is kept in your browser’s local storage, under the name “locale”. It is never sent to our servers and stays until you change language or clear the site’s data.',
  's.none.title': 'What we do not use',
  's.none.body':
    'No audience-measurement, advertising, journey-tracking, error-detection or third-party social network cookie. That is why no banner asks for your consent.\n\nIf we ever added one, your consent would be asked before anything is stored, and its lifetime would be capped: preferences 1 year, search filters 30 days, audience measurement 2 years, journey tracking 30 days, error detection 90 days.',
  's.control.title': 'Staying in control',
  's.control.body':
    'Your browser lets you see and delete each site’s cookies and data. Deleting lieux_session signs you out; blocking this cookie prevents signing in, but you can still browse and search venues.',
} satisfies Translation<typeof cookiesFr>;
