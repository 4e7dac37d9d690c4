import type { Translation } from '../../i18n/message-catalog';
import type { cookiesFr } from './cookies.fr';

export const cookiesEn = {
  'title': 'Cookie policy',
  'intro': 'A cookie is a small file a site stores in your browser. Lieux uses as few as possible: one to keep you signed in, one to count the visitors of venue pages, and one, for a few minutes, while you sign in with an external account. None is used for advertising or to follow you elsewhere.',
  's.used.title': 'The cookies we set',
  's.used.body':
    'lieux_session — signing in\n- Purpose: keeping you signed in to your account; it holds only a random session identifier, nothing else.\n- Set when you sign in, deleted when you sign out.\n- Lifetime: 30 days at most.\n\nlieux_visitor — the visitor counter\n- Purpose: showing on each venue page how many distinct visitors it had this month. It holds a random identifier, unrelated to your account; we keep only an anonymous total per venue and month (your visits are neither listed nor linked to you).\n- Set when you open a venue page; never extended afterwards.\n- Lifetime: 1 year.\n\nlieux_oidc — signing in with an external account\n- Purpose: tying the identity provider’s answer to your own sign-in request, so that no other site can slip in its own.\n- Set when you choose “Continue with an external account”, deleted on your way back.\n- Lifetime: 10 minutes.\n\nCommon protections: unreadable by page scripts (HttpOnly), not sent with requests started by other sites (SameSite=Lax) and only over encrypted connections (Secure).\n\nThe sign-in cookies are strictly necessary for the service you ask for. The visitor counter is audience measurement limited to anonymous statistics of our own site, set by us alone for 13 months at most, as the CNIL guidelines and Moroccan law 09-08 allow: none of these cookies needs your consent.',
  's.storage.title': 'Your language choice',
  's.storage.body':
    'The language you choose (French, English or Arabic) is kept in your browser’s local storage, under the name “locale”. It is never sent to our servers and stays until you change language or clear the site’s data.',
  's.none.title': 'What we do not use',
  's.none.body':
    'No advertising, journey-tracking, error-detection or third-party social network cookie, and no other company’s audience-measurement tool. That is why no banner asks for your consent.\n\nIf we ever added one, your consent would be asked before anything is stored, and its lifetime would be capped: preferences 1 year, search filters 30 days, audience measurement 2 years, journey tracking 30 days, error detection 90 days.',
  's.control.title': 'Staying in control',
  's.control.body':
    'Your browser lets you see and delete each site’s cookies and data. Deleting lieux_session signs you out; blocking this cookie prevents signing in, but you can still browse and search venues. Deleting or blocking lieux_visitor changes nothing on the site: you simply no longer count as a distinct visitor.',
} satisfies Translation<typeof cookiesFr>;
