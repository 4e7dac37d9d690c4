/** What the status routes answer when they succeed. */
export const STATUS_MESSAGES = {
  subscriptionRequested: 'Vérifiez votre boîte mail : un lien de confirmation vient de vous être envoyé.',
  subscriptionConfirmed: 'Abonnement confirmé : vous recevrez un e-mail à chaque incident.',
  unsubscribed: 'Vous êtes désabonné : vous ne recevrez plus d’alertes.',
} as const;
