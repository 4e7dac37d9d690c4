/** French messages of the map endpoint's bad input, worded like the venue queries' (VENUE_QUERY_MESSAGES). */
export const MAP_QUERY_MESSAGES = {
  invalidBbox: 'La zone doit s’écrire ouest,sud,est,nord : des longitudes entre -180 et 180, des latitudes entre -90 et 90, ouest avant est et sud avant nord',
  invalidZoom: 'Le zoom doit être un nombre entier entre 0 et 20',
} as const;
