/** French messages of the scoring routes (error bodies). */
export const SCORING_MESSAGES = {
  venueNotFound: 'Lieu introuvable',
  adminOnly: 'Réservé aux administrateurs',
} as const;
