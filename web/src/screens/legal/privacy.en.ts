import type { Translation } from '../../i18n/message-catalog';
import type { privacyFr } from './privacy.fr';

export const privacyEn = {
  'title': 'Privacy policy',
  'intro':
    'This policy explains which personal data Lieux processes, why, for how long, and how to exercise your rights. It applies Moroccan law no. 09‑08 on the protection of individuals with regard to the processing of personal data and, for people in the European Union, the General Data Protection Regulation (GDPR).',
  's.controller.title': 'Data controller',
  's.controller.body':
    'The controller is Lieux, based in Casablanca (Morocco). For any question about your data: {privacyEmail}. Lieux’s processing is supervised by the National Commission for the Control of Personal Data Protection (CNDP) and goes through the formalities required by law 09‑08.',
  's.data.title': 'The data we process',
  's.data.body':
    'Only what the service needs:\n- Your account: e-mail, first name, last name, password (kept only as a hash, never in clear), role (member, merchant or administrator), plan (Free or Pro), creation date and, if you add one, a profile picture.\n- Your activity: your votes and favourites.\n- For merchants: the venues created (name, address, city, location, phone, website, description), verification documents, the connected social accounts (identifier, name, public statistics) and their access tokens, encrypted.\n- Your exchanges with support.\n- Security logs (IP address, date, action) to protect accounts.\n- A random visitor identifier (lieux_visitor cookie), unrelated to your account, to count the distinct visitors of each venue page; we keep only an anonymous total per venue and month.\n\nWe collect no sensitive data and do no advertising profiling.',
  's.purposes.title': 'Why, and on what basis',
  's.purposes.body':
    '- Providing the service (account, votes, favourites, merchant area): performance of the terms of use.\n- Computing and explaining venues’ influence scores: performance of the contract with the merchant.\n- Verifying venues and preventing fraud (fake accounts, manipulated votes or audiences): legitimate interest of Lieux and its users.\n- Answering your requests: contract or legitimate interest.\n- Securing the platform and meeting our legal obligations.',
  's.recipients.title': 'Who can access it',
  's.recipients.body':
    'Authorised members of the Lieux team, and our technical providers (hosting, e-mail delivery) only as far as needed, bound by contract to confidentiality and security. We neither sell nor rent your data. Public: approved venue pages, their score and vote count, never who voted.',
  's.transfers.title': 'Transfers outside Morocco',
  's.transfers.body':
    'If a provider processes data outside Morocco, the transfer follows law 09‑08 (a country with adequate protection or CNDP authorisation) and, for people in the European Union, the GDPR’s safeguards, such as the European Commission’s standard contractual clauses.',
  's.retention.title': 'Retention periods',
  's.retention.body':
    '- Account: as long as you use it; an account inactive for 3 years (no sign-in) is deleted, with its votes and favourites, after a warning e-mail sent 30 days before.\n- Support data: 2 years after the last exchange.\n- Security logs: 1 year.\n- Visitor counter: anonymous totals deleted about 40 days after the month starts; lieux_visitor cookie 1 year.\n- Sign-in session: 30 days at most.\n- Social network access tokens: deleted as soon as the account is disconnected.\n- A venue’s verification documents (trade register, proof of address, the manager’s identity document, photos): stored encrypted, visible only to you and to administrators through links valid for 5 minutes, deleted 90 days after the decision (approval or rejection). The same goes for the documents attached to a request to claim a venue, seen by administrators only.\n- A venue’s published photos: as long as the venue exists; their metadata (EXIF, GPS position) is removed on upload.\n\nWhen an account is deleted, its data is erased or anonymised, unless the law requires keeping it.',
  's.deletion.title': 'When you delete your account',
  's.deletion.body':
    'Your account is erased at once, and each Lieux service erases or anonymises what it keeps of you:\n- Your venues leave the site immediately, then are deleted for good 30 days later, with their photos and their verification documents, erased from storage.\n- Your connected social accounts are disconnected at each platform that allows it (TikTok, LinkedIn, Google, Facebook; Instagram offers no revocation: its token expires on its own), then their access tokens are deleted.\n- Your votes stay counted, with no link to you any more; your favourites are deleted.\n- Your messages to support sent while signed in are anonymised: your name, your e-mail, your text and our replies are erased; only the subject and the dates remain, for support’s records. A message sent while signed out cannot be linked to your account: write to us to have it anonymised too.\n- Your reports of venues remain, with no link to you and without their text.\n- The log of the team’s actions, a security record, keeps the decisions taken on your account or your venues.',
  's.security.title': 'Security',
  's.security.body':
    'Encrypted connections (HTTPS), passwords hashed with argon2id, encrypted social network tokens, a session cookie that page scripts cannot read, limited and logged internal access, and a limited number of sign-in attempts.',
  's.rights.title': 'Your rights',
  's.rights.body':
    'You have the rights of access, rectification and objection (law 09‑08) and, under the GDPR, of erasure, restriction and portability. Exercise them from the “Your rights (GDPR)” page or at {privacyEmail}. We acknowledge within 48 h and answer within 30 days; a simple question about your data is answered within 72 h. You may complain to the CNDP (www.cndp.ma) or, in the European Union, to your country’s supervisory authority (in France, the CNIL).',
  's.minors.title': 'Minimum age',
  's.minors.body':
    'You must be at least 16 to create an account. If you learn that a younger child has given us data, write to us: we will delete it.',
  's.changes.title': 'Changes',
  's.changes.body':
    'We may update this policy, for example when a new feature arrives. The update date is at the top of the page; for an important change, we let you know by e-mail.',
} satisfies Translation<typeof privacyFr>;
