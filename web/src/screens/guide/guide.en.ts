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
  'tab.score': 'Score formula',
  'formula.open': 'See the full formula',

  'section.formule-score.title': 'The score formula (version 1)',
  'section.formule-score.body':
    'A venue’s influence score goes from 0 to 100. It adds up what each network brings: the network’s rating (0 to 100) times its weight. A network that is not connected, switched off or to be reconnected counts 0: connecting one more network is the most direct way up.\n\nOn each venue’s page, “Why this score?” shows this computation: each network’s points, the figures read, the score’s age and its 90-day history. Every computation is kept with its figures: any score shown can be redone and explained.',
  'section.formule-reseaux.title': 'Instagram, TikTok, Facebook and LinkedIn',
  'section.formule-reseaux.body':
    'A social network’s rating combines three measures, each from 0 to 1:\n- audience (50%): the number of followers, on a logarithmic scale, because the first thousands count more than the next ones; a venue reaches full marks at the threshold in the table below;\n- engagement (35%): reactions (likes, comments, shares) per post over the last 30 days, relative to followers and compared with the reference rate of accounts of the same size; at the reference rate, half the points, at twice the rate, all of them;\n- activity (15%): the number of posts in the last 30 days; 12 posts (three a week) give full marks.\n\nNetwork rating = 100 × (0.50 × audience + 0.35 × engagement + 0.15 × activity).',
  'section.formule-engagement.title': 'The reference engagement rate',
  'section.formule-engagement.body':
    'A small account naturally gets more reactions per follower than a large one. A venue’s engagement is therefore judged against accounts of its size (HypeAuditor 2018, Instagram; the other networks use this table until they have their own).',
  'section.formule-google.title': 'Google Business',
  'section.formule-google.body':
    'The Google rating combines the average rating (60%) and the number of reviews (40%).\n\nSo that five 5-star reviews do not beat 400 reviews at 4.6, the average is first pulled toward 3.5 as if the venue had ten more reviews at 3.5: with 5 reviews at 5 stars it counts as 4.0; with 400 reviews at 4.6 it stays at 4.57. The more reviews a venue has, the more its real rating weighs.\n\nThe number of reviews follows a logarithmic scale: 1,000 reviews give full marks.\n\nGoogle rating = 100 × (0.60 × rating + 0.40 × volume), where the pulled rating goes from 1 star (0) to 5 stars (1).',
  'section.formule-confiance.title': 'Trust: figures held back',
  'section.formule-confiance.body':
    'The score must be hard to game:\n- if an account’s followers rise by more than 20% in a day while reactions do not follow, the audience is held at the day before plus 20% until the rise has lasted 7 days; our team is told;\n- an engagement more than five times the reference is implausible for a real audience: it is capped and reported to our team;\n- Lieux reads the networks’ statistics read-only; votes and favourites do not change the score.',
  'section.formule-niveaux.title': 'Levels and colours',
  'section.formule-niveaux.body':
    'Every score has a level and a colour. A venue with no network counted yet is “not rated yet”: it does not show a misleading 0.',
  'section.formule-fraicheur.title': 'How fresh the score is',
  'section.formule-fraicheur.body':
    'Scores are computed again every night at 3 a.m. (Casablanca time) for every venue, and a few seconds after a network is connected, disconnected or switched off. The venue’s page says when its score was computed (“computed 3 hr. ago”); our team follows scores older than 24 h.',
  'table.platform': 'Network',
  'table.weight': 'Weight',
  'table.maxPoints': 'Points at most',
  'table.audienceRef': 'Followers for full audience',
  'table.tier': 'Followers',
  'table.rate': 'Reference rate',
  'table.tierUpTo': 'under {max}',
  'table.tierFrom': '{min} to {max}',
  'table.tierAbove': 'over {min}',
  'table.level': 'Level',
  'table.range': 'Score',
  'table.color': 'Colour',
  'color.emerald': 'emerald',
  'color.blue': 'blue',
  'color.amber': 'amber',
  'color.grey': 'grey',

  'section.rechercher.title': 'Finding a venue',
  'section.rechercher.body':
    'Simple search: on the home page, type a name, a kind of venue or a city and confirm. Popular searches and trends give you ideas in one tap.\n\nAdvanced search:\n- the category buttons (Restaurants, Cafés, Hotels, Shops, Spas, Bars);\n- on the search page, a keyword and a city, alone or combined; the page address keeps your criteria;\n- on Explorer, a filter by category and by name or city.\n\nTip: try keywords such as terrace, delivery or wifi.',
  'section.voter.title': 'Voting and keeping favourites',
  'section.voter.body':
    'Once signed in, tap a venue’s vote button: one vote per venue and per member. Tap it again to take your vote back. There is no negative vote: a venue you do not like simply does not get your vote.\n\nYour votes count in the public ranking once your e-mail address is confirmed, with the link of the welcome mail (or from My account): you can vote as soon as you sign up, and your vote is kept meanwhile.\n\nFavourites keep a private list of venues to find again. Neither votes nor favourites change the influence score.',
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
