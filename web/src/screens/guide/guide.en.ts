import type { Translation } from '../../i18n/message-catalog';
import type { guideFr } from './guide.fr';

export const guideEn = {
  'screenTitle': 'User guide',
  'lead': 'Everything you need to use Lieux well, whether you are looking for a good place or run one.',
  'start.title': 'Quick start',
  'start.1.title': 'Explore',
  'start.1.body': 'Browse venues by city or category and compare their scores, no account needed.',
  'start.2.title': 'Create an account',
  'start.2.body': 'It is free and lets you vote and keep your favourite venues.',
  'start.3.title': 'Take part',
  'start.3.body': 'Vote for the venues you love: your votes guide the community.',
  'tabs.label': 'Choose a guide',
  'tab.utilisateur': 'User guide',
  'tab.commercant': 'Merchant guide',

  'section.rechercher.title': 'Finding a venue',
  'section.rechercher.body':
    'Simple search: on the home page, type a name, a kind of venue or a city and confirm. Popular searches and trends give you ideas in one tap.\n\nAdvanced search:\n- the category buttons (Restaurants, Cafés, Hotels, Shops, Spas, Bars);\n- on the search page, a keyword and a city, alone or combined; the page address keeps your criteria;\n- on Explorer, a filter by category and by name or city.\n\nTip: try keywords such as terrace, delivery or wifi.',
  'section.voter.title': 'Voting and keeping favourites',
  'section.voter.body':
    'Once signed in, tap a venue’s vote button: one vote per venue and per member. Tap it again to take your vote back. There is no negative vote: a venue you do not like simply does not get your vote.\n\nFavourites keep a private list of venues to find again. Neither votes nor favourites change the influence score.',
  'section.comprendre-score.title': 'Understanding scores',
  'section.comprendre-score.body':
    'The influence score runs from 0 to 100: Instagram 35%, TikTok 25%, Facebook 15%, LinkedIn 10%, Google Business 15%. Each platform gets a 0–100 rating (audience, engagement and activity for social networks; average rating and number of reviews for Google); a platform that is not connected counts 0.\n\n- 80 to 100: excellent\n- 60 to 79: very good\n- 40 to 59: good\n- 20 to 39: average\n- 0 to 19: weak\n\nScores are recomputed every day at 3 am (Casablanca time), and a few seconds after each connection change.',

  'section.compte-commercant.title': 'Creating your merchant account',
  'section.compte-commercant.body':
    'From the merchant area, create your account, then your venue: name, category, address, city and contact. Our team checks it within 24 to 48 h before publishing. Keep at hand:\n- the trade register extract;\n- a proof of the venue’s address;\n- the manager’s identity document;\n- photos of the venue (optional).\n\nUpload these documents from your dashboard: once approved, your venue shows the “Verified” badge, which means our team checked its documents (not just its phone number). Documents are stored encrypted and deleted 90 days after the decision.\n\nThe Free plan covers 1 venue; the Pro plan (29 EUR per month) covers up to 5.',
  'section.relier-reseaux.title': 'Connecting your networks',
  'section.relier-reseaux.body':
    'On the Social networks page, connect Instagram Business, TikTok Business, your Facebook Page, your LinkedIn company page and Google Business. Access is read-only: Lieux publishes and edits nothing. A switch turns an account off without removing it; “Disconnect” removes it. Each platform brings at most its share of the score: +35, +25, +15, +10, +15.',
  'section.utiliser-tableau-bord.title': 'Using the dashboard',
  'section.utiliser-tableau-bord.body':
    'The dashboard shows each venue’s overall score and its breakdown by platform, community votes, your connected networks and how many venues your plan has left. Quick actions lead to creating a venue, its settings and your connections; the detailed Analytics tab is for the Pro plan.',

  'help.title': 'Need help?',
  'help.body': 'The frequently asked questions cover the essentials; otherwise, write to us.',
  'help.contact': 'Contact us',
  'help.faq': 'See the FAQ',
} satisfies Translation<typeof guideFr>;
