/** French messages of the venue list queries' bad input (bounds the spec does not state, worded like its messages). */
export const VENUE_QUERY_MESSAGES = {
  queryTooLong: 'La recherche doit contenir au plus 200 caractères',
  invalidCity: 'Ville invalide',
  invalidCategory: 'Catégorie invalide',
  invalidLatitude: 'La latitude doit être un nombre entre -90 et 90',
  invalidLongitude: 'La longitude doit être un nombre entre -180 et 180',
  invalidRadius: 'Le rayon doit être compris entre 0,1 et 500 km',
  invalidSort: 'Tri invalide : score, distance ou recent',
  invalidMinScore: 'Le score minimum doit être compris entre 0 et 100',
  invalidOpen: 'Filtre d’ouverture invalide : now',
  invalidCursor: 'Curseur de page invalide',
  invalidLimit: 'Le nombre de lieux par page doit être compris entre 1 et 50',
  positionIncomplete: 'Indiquez la latitude et la longitude ensemble',
  distanceNeedsPosition: 'Le tri par distance demande une position (lat et lng)',
} as const;
