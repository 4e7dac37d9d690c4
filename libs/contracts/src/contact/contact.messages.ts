/** What `POST /api/contact` answers when the message is stored (the screen's confirmation toast). */
export const CONTACT_MESSAGES = {
  sent: 'Merci ! Votre message a bien été envoyé. Nous vous répondrons sous 48 h.',
  gdprSent: 'Votre demande a bien été enregistrée. Nous en accusons réception sous 48 h et la traitons sous 30 jours.',
} as const;
