import { defineMessages } from '../../i18n/message-catalog';

/**
 * Privacy policy: what the product stores (DESIGN.md "Data", the session cookie) under Moroccan law
 * 09‑08 and the GDPR, with the spec's retention periods and response times.
 * French, the reference: `privacy.en.ts` and `privacy.ar.ts` have exactly these keys.
 */
export const privacyFr = {
  'title': 'Politique de confidentialité',
  'intro':
    'Cette politique explique quelles données personnelles Lieux traite, pourquoi, combien de temps, et comment exercer vos droits. Elle applique la loi marocaine n° 09‑08 relative à la protection des personnes physiques à l’égard du traitement des données à caractère personnel et, pour les personnes qui se trouvent dans l’Union européenne, le Règlement général sur la protection des données (RGPD).',
  's.controller.title': 'Responsable du traitement',
  's.controller.body':
    'Le responsable du traitement est Lieux, dont le siège est à Casablanca (Maroc). Pour toute question sur vos données : {privacyEmail}. Les traitements de Lieux relèvent du contrôle de la Commission nationale de contrôle de la protection des données à caractère personnel (CNDP) et font l’objet des formalités prévues par la loi 09‑08.',
  's.data.title': 'Les données que nous traitons',
  's.data.body':
    'Seulement ce dont le service a besoin :\n- Votre compte : e-mail, prénom, nom, mot de passe (conservé uniquement sous forme chiffrée par hachage, jamais en clair), rôle (membre, commerçant ou administrateur), offre (Gratuite ou Pro), date de création et, si vous en ajoutez une, photo de profil.\n- Votre activité : vos votes et vos favoris.\n- Pour les commerçants : les lieux créés (nom, adresse, ville, position, téléphone, site web, description), les pièces de vérification, les comptes de réseaux sociaux connectés (identifiant, nom, statistiques publiques) et leurs jetons d’accès, chiffrés.\n- Vos échanges avec le support.\n- Des journaux de sécurité (adresse IP, date, action effectuée) pour protéger les comptes.\n- Un identifiant de visiteur aléatoire (cookie lieux_visitor), sans lien avec votre compte, pour compter les visiteurs distincts de chaque fiche de lieu ; nous n’en gardons qu’un total anonyme par lieu et par mois.\n\nNous ne collectons aucune donnée sensible et ne faisons aucun profilage publicitaire.',
  's.purposes.title': 'Pourquoi et sur quelle base',
  's.purposes.body':
    '- Fournir le service (compte, votes, favoris, espace commerçant) : exécution des conditions d’utilisation.\n- Calculer et expliquer les scores d’influence des lieux : exécution du contrat avec le commerçant.\n- Vérifier les établissements et prévenir la fraude (faux comptes, votes ou audiences manipulés) : intérêt légitime de Lieux et de ses utilisateurs.\n- Répondre à vos demandes : exécution du contrat ou intérêt légitime.\n- Sécuriser la plateforme et respecter nos obligations légales.',
  's.recipients.title': 'Qui y a accès',
  's.recipients.body':
    'Les membres habilités de l’équipe Lieux, et nos prestataires techniques (hébergement, envoi des e-mails) dans la seule mesure nécessaire, liés par contrat à la confidentialité et à la sécurité. Nous ne vendons ni ne louons vos données. Sont publics : les fiches des lieux approuvés, leur score et le nombre de votes, jamais l’identité des votants.',
  's.transfers.title': 'Transferts hors du Maroc',
  's.transfers.body':
    'Si un prestataire traite des données hors du Maroc, le transfert se fait dans les conditions de la loi 09‑08 (pays offrant une protection suffisante ou autorisation de la CNDP) et, pour les personnes dans l’Union européenne, avec les garanties du RGPD, comme les clauses contractuelles types de la Commission européenne.',
  's.retention.title': 'Durées de conservation',
  's.retention.body':
    '- Compte : tant que vous l’utilisez ; un compte inactif depuis 3 ans (aucune connexion) est supprimé, avec ses votes et favoris, après un e-mail d’avertissement envoyé 30 jours avant.\n- Données de support : 2 ans après le dernier échange.\n- Journaux de sécurité : 1 an.\n- Compteur de visiteurs : totaux anonymes effacés environ 40 jours après le début du mois ; cookie lieux_visitor 1 an.\n- Session de connexion : 30 jours au plus.\n- Jetons d’accès aux réseaux sociaux : supprimés dès que le compte est déconnecté.\n- Pièces de vérification d’un lieu (registre du commerce, justificatif d’adresse, pièce d’identité du gérant, photos) : stockées chiffrées, visibles de vous et des administrateurs seulement par des liens valables 5 minutes, supprimées 90 jours après la décision (approbation ou refus). Il en va de même des pièces jointes à une demande de revendication d’un lieu, visibles des administrateurs seulement.\n- Photos publiées d’un lieu : tant que le lieu existe ; leurs métadonnées (EXIF, position GPS) sont supprimées dès l’envoi.\n\nÀ la suppression d’un compte, ses données sont effacées ou rendues anonymes, sauf obligation légale de conservation.',
  's.deletion.title': 'À la suppression de votre compte',
  's.deletion.body':
    'Votre compte est effacé aussitôt, et chaque service de Lieux efface ou rend anonyme ce qu’il garde de vous :\n- Vos lieux sont retirés du site immédiatement, puis supprimés définitivement 30 jours plus tard, avec leurs photos et leurs pièces de vérification, effacées du stockage.\n- Vos réseaux sociaux connectés sont déconnectés auprès de chaque plateforme qui le permet (TikTok, LinkedIn, Google, Facebook ; Instagram n’offre pas de révocation : son jeton expire de lui-même), puis leurs jetons d’accès sont supprimés.\n- Vos votes restent comptés, sans plus aucun lien avec vous ; vos favoris sont supprimés.\n- Vos messages au support envoyés en étant connecté sont anonymisés : votre nom, votre e-mail, votre texte et nos réponses sont effacés ; seuls restent le sujet et les dates, pour le suivi du support. Un message envoyé sans être connecté ne peut pas être relié à votre compte : écrivez-nous pour qu’il soit anonymisé aussi.\n- Vos signalements de lieux restent, sans lien avec vous et sans leur texte.\n- Le journal des actions de l’équipe, registre de sécurité, garde la trace des décisions prises sur votre compte ou vos lieux.',
  's.security.title': 'Sécurité',
  's.security.body':
    'Connexions chiffrées (HTTPS), mots de passe hachés avec argon2id, jetons des réseaux sociaux chiffrés, cookie de session inaccessible aux scripts de la page, accès internes limités et journalisés, nombre de tentatives de connexion limité.',
  's.rights.title': 'Vos droits',
  's.rights.body':
    'Vous disposez d’un droit d’accès, de rectification et d’opposition (loi 09‑08) et, selon le RGPD, d’effacement, de limitation et de portabilité. Exercez-les depuis la page « Vos droits (RGPD) » ou à {privacyEmail}. Nous accusons réception sous 48 h et répondons sous 30 jours ; une simple question sur vos données reçoit une réponse sous 72 h. Vous pouvez saisir la CNDP (www.cndp.ma) ou, dans l’Union européenne, l’autorité de contrôle de votre pays (en France, la CNIL).',
  's.minors.title': 'Âge minimum',
  's.minors.body':
    'Il faut avoir au moins 16 ans pour créer un compte. Si vous apprenez qu’un enfant plus jeune nous a confié des données, écrivez-nous : nous les supprimerons.',
  's.changes.title': 'Modifications',
  's.changes.body':
    'Nous pouvons faire évoluer cette politique, par exemple à l’arrivée d’une nouvelle fonction. La date de mise à jour figure en haut de la page ; en cas de changement important, nous vous prévenons par e-mail.',
};

export const privacyMessages = defineMessages(privacyFr, {
  en: () => import('./privacy.en').then((module) => module.privacyEn),
  ar: () => import('./privacy.ar').then((module) => module.privacyAr),
});
