/** French messages of the connections' bad input. */
export const CONNECTIONS_MESSAGES = {
  venueIdInvalid: 'Identifiant de lieu invalide',
  isActiveInvalid: 'isActive doit être vrai ou faux',
} as const;
