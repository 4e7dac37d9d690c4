/** The venue page's sections below the first screen: one chunk, outside the first visit's budget. */
export { VenueFigures } from './venue-figures';
export { VenueSocialLinks } from './venue-social-links';
export { VenueOpenDataCredit } from './venue-open-data-credit';
