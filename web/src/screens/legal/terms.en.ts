import type { Translation } from '../../i18n/message-catalog';
import type { termsFr } from './terms.fr';

export const termsEn = {
  'title': 'Terms of use',
  'intro':
    'These terms govern the use of Lieux, a platform for discovering and ranking venues in Morocco. By creating an account or using the site, you accept them.',
  's.service.title': 'The service',
  's.service.body':
    'Lieux presents restaurants, cafés, hotels, shops, spas, bars and other venues, each with an influence score from 0 to 100 computed from its presence on Instagram, TikTok, Facebook, LinkedIn and Google Business. Visitors browse and search freely; members vote; merchants present their venues.',
  's.account.title': 'Your account',
  's.account.body':
    '- You must be at least 16.\n- Your information must be accurate; one account per person.\n- Your password (at least 8 characters) is personal: you are responsible for what is done with your account. Tell us about any suspicious use.\n- You can delete your account at any time from the “Your rights (GDPR)” page.',
  's.votes.title': 'Votes and favourites',
  's.votes.body':
    'A member votes once per venue and may take the vote back. Votes must reflect a real experience: bought or swapped votes, multiple or automated accounts and any move to distort a ranking are forbidden. Favourites are private.',
  's.merchants.title': 'Merchant area',
  's.merchants.body':
    'The merchant declares the right to represent the venue they create. Each venue is checked before publication, within 24 to 48 h, on presentation of the trade register extract, a proof of the venue’s address and the manager’s identity document (photos optional). Lieux may refuse or remove a venue whose information is inaccurate.\n\nSocial networks are connected read-only: Lieux reads the statistics the score needs and never posts. Artificially inflating an audience or interactions is forbidden; abnormal jumps are not counted and are reviewed by our team.',
  's.plans.title': 'Plans',
  's.plans.body':
    '- Free, 0 EUR: 1 venue, basic score and analytics, e-mail support.\n- Pro, 29 EUR per month: up to 5 venues, full analytics, priority support.\n\nThe price and payment terms are shown again before any subscription; the Pro plan can be stopped at the end of each month.',
  's.score.title': 'The influence score',
  's.score.body':
    'The score measures an online presence, not a venue’s quality. Its formula is published in the guide and applied the same way to everyone; it is recomputed every day and after each connection change. No payment can change it.',
  's.content.title': 'Content and ownership',
  's.content.body':
    'The site, its brand, logo and texts belong to Lieux. Merchants keep their rights to their venue’s content and allow Lieux to display it while the venue is on the platform. Copying the venue database or extracting data from it automatically is forbidden.',
  's.liability.title': 'Liability',
  's.liability.body':
    'We do our best to keep the service available and accurate, without being able to guarantee it at all times; the state of our services is published on the Status page. A venue’s information (opening hours, prices, contact details) is its merchant’s responsibility.',
  's.termination.title': 'Suspension and termination',
  's.termination.body':
    'If these terms are breached, Lieux may remove content, cancel votes or suspend an account, after informing you except in an emergency. You can leave the service at any time.',
  's.law.title': 'Governing law and contact',
  's.law.body':
    'These terms are governed by Moroccan law; failing an amicable settlement, the courts of Casablanca have jurisdiction, without depriving a consumer of the protection of law no. 31‑08 or of their country of residence. A question: {email}.',
} satisfies Translation<typeof termsFr>;
