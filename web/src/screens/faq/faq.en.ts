import type { Translation } from '../../i18n/message-catalog';
import type { faqFr } from './faq.fr';

export const faqEn = {
  'screenTitle': 'Frequently asked questions',
  'lead': 'Answers to what people ask us most about Lieux, its scores and the merchant area.',
  'search.label': 'Search the FAQ',
  'search.placeholder': 'E.g. score, vote, Instagram…',
  'search.clear': 'Clear the search',
  'count.all#one': '{count} question',
  'count.all#other': '{count} questions',
  'count.results#one': '{count} result for “{query}”',
  'count.results#other': '{count} results for “{query}”',
  'empty.title': 'No question found',
  'empty.body': 'Try other keywords or browse all the questions.',
  'empty.action': 'Clear the search',
  'more.title': 'Didn’t find your answer?',
  'more.body': 'Write to us: we answer e-mails within 24 h, technical questions within 4 h.',
  'more.mail': 'Write to us',
  'more.explore': 'Explore venues',

  'category.decouvrir': 'Discovering venues',
  'category.votes': 'Votes and favourites',
  'category.scores': 'The influence score',
  'category.compte': 'Your account',
  'category.commercants': 'Merchants',
  'category.confidentialite': 'Data and privacy',

  'q.quest-ce-que-lieux': 'What is Lieux?',
  'a.quest-ce-que-lieux':
    'Lieux is a Moroccan platform for discovering restaurants, cafés, hotels, shops, spas and bars. Every venue carries an influence score from 0 to 100, computed from its presence on social networks and Google Business. The community can also vote for its favourite places.',
  'q.recherche-avancee': 'How do I run an advanced search?',
  'a.recherche-avancee':
    'On the home page, type a name, a kind of venue or a city and confirm: the search page opens with your text. There you can add a city and combine both; the page address keeps your criteria, so you can share it or come back to it.\n\nThe category buttons (Restaurants, Cafés, Hotels…) and the popular searches start a search in one tap. On Explorer, filter by category and by name or city.\n\nTip: try keywords such as terrace, delivery or wifi.',
  'q.gratuit': 'Is Lieux free?',
  'a.gratuit':
    'Yes for visitors and members: browsing, searching, voting and keeping favourites cost nothing. Merchants have a Free plan (1 venue) and a Pro plan at 29 EUR per month.',

  'q.comment-voter': 'How do I vote for a venue?',
  'a.comment-voter':
    'Sign in, then tap the vote button on the venue’s card or page. Each member has one vote per venue. Without an account, the button offers to sign you in.\n\nVotes show what the community thinks; they do not change the influence score, which depends only on social networks and Google Business.',
  'q.retirer-vote': 'Can I take my vote back?',
  'a.retirer-vote': 'Yes. Tap the venue’s vote button again: your vote is removed and you can vote again later.',
  'q.favoris': 'What are favourites for?',
  'a.favoris':
    'Favourites, for signed-in members, keep a personal list of the venues you want to find again. Only you can see them, and they count neither in votes nor in the score.',

  'q.scores-lieux': 'How is the Lieux score calculated?',
  'a.scores-lieux':
    'The score (0 to 100) combines five platforms: Instagram 35%, TikTok 25%, Facebook 15%, LinkedIn 10% and Google Business 15%. A platform that is not connected counts 0.\n\nFor each social network, the 0–100 rating blends audience (followers, on a logarithmic scale), engagement (interactions per post compared with accounts of the same size) and activity (posts in the last 30 days, full marks at three a week). For Google Business, it blends the average rating, weighted so that a handful of reviews does not count as much as hundreds, and the number of reviews.\n\nEvery computation is kept: any score shown can always be explained.',
  'q.mise-a-jour-score': 'When is the score updated?',
  'a.mise-a-jour-score':
    'Every venue is recomputed each day at 3 am (Casablanca time). A venue is also recomputed a few seconds after a network is connected, switched on, switched off or disconnected.',
  'q.niveaux-score': 'What do the score levels mean?',
  'a.niveaux-score': '- 80 to 100: excellent\n- 60 to 79: very good\n- 40 to 59: good\n- 20 to 39: average\n- 0 to 19: weak',

  'q.compte-utilisateur': 'How do I create my account?',
  'a.compte-utilisateur':
    'Choose “Sign up” and give your first name, last name, e-mail and a password of at least 8 characters. You must be at least 16. An account lets you vote and keep favourites; to manage a venue, go through the merchant area.',
  'q.changer-langue': 'How do I change the language?',
  'a.changer-langue':
    'Pick Français, English or العربية in the language selector at the top or bottom of every page. Your choice is kept in your browser; in Arabic the page reads right to left.',
  'q.supprimer-compte': 'How do I delete my account or my data?',
  'a.supprimer-compte':
    'Ask from the “Your rights (GDPR)” page. We acknowledge within 48 h and handle the request within 30 days. An account inactive for 3 years is deleted automatically.',

  'q.revendiquer-lieu': 'How do I add or claim my venue?',
  'a.revendiquer-lieu':
    'Is your venue already on Lieux with no owner (its page shows “Is this your business? Claim it”)? Claim it from that page: sign in with a merchant account, then prove it is yours with your Instagram account or your Google Business profile (we compare their website, phone or handle with the listing’s), or with supporting documents: a trade register extract, a proof of the venue’s address and the manager’s identity document, seen only by our team and deleted 90 days after its decision. Our team then reviews the request within 24 to 48 h and answers by e-mail. Once approved, you manage the listing, photos, hours and networks as for any venue of yours. The venue counts towards your plan’s limit (1 venue on Free, 5 on Pro).\n\nTo add a venue that is not on Lieux, create it from the merchant area (name, category, address, city, contact); it is published after our team checks it, within 24 to 48 h. Documents requested:\n- trade register extract\n- proof of the venue’s address\n- the manager’s identity document\n- photos of the venue (optional)\n\nIf your venue is already on Lieux under another account, claim it anyway: your request is passed on to our team, who checks with you.',
  'q.connecter-reseaux': 'How do I connect my social networks?',
  'a.connecter-reseaux':
    'In the merchant area, on the Social networks page, connect Instagram Business, TikTok Business, a Facebook Page, a LinkedIn company page and Google Business. Access is read-only: Lieux reads your public statistics and cannot publish or edit anything. You can switch off or disconnect an account at any time; the score is recomputed within seconds.',
  'q.ameliorer-score': 'How can I improve my score?',
  'a.ameliorer-score':
    '- Connect all five platforms: each brings at most its share (Instagram +35, TikTok +25, Facebook +15, Google Business +15, LinkedIn +10).\n- Post regularly: three posts a week give full marks for activity.\n- Spark real interactions: comments and shares count more than the number of followers.\n- Invite your customers to leave a Google review.\n\nAbnormal follower jumps (over 20% in a day without interactions) are not counted and are flagged to our team.',
  'q.tableau-bord': 'What does the dashboard show?',
  'a.tableau-bord':
    'The merchant dashboard gathers your venues, their overall score and its breakdown by platform, community votes, your connected networks, quick actions and how many venues your plan has left. The detailed Analytics tab is for the Pro plan.',
  'q.offres': 'What are the merchant plans?',
  'a.offres':
    'Free, 0 EUR: 1 venue, basic score and analytics, e-mail support.\n\nPro, 29 EUR per month: up to 5 venues, full analytics and priority support. Merchant emergencies are handled within 2 h.',

  'q.donnees-collectees': 'What data do you keep about me?',
  'a.donnees-collectees':
    'For an account: e-mail, first name, last name, hashed password (never in clear), role and plan; then your votes and favourites. For a merchant: their venues and connected networks, whose access tokens are encrypted. Details are in the privacy policy.',
  'q.acces-reseaux': 'Can Lieux post on my networks?',
  'a.acces-reseaux':
    'No. Connected accounts are read-only: Lieux only reads the statistics the score needs (followers, interactions, posts, Google reviews).',
  'q.cookies-utilises': 'Which cookies does Lieux set?',
  'a.cookies-utilises':
    'Only one: the session cookie, strictly necessary, set when you sign in and valid for 30 days. No advertising or audience-measurement cookie: that is why no banner asks for your consent.',
} satisfies Translation<typeof faqFr>;
