/**
 * The credit OpenStreetMap's licence (ODbL) asks of whoever shows its data (issue 32 §1,
 * docs/osm-import.md "Credit"): on the page of every imported venue, in the data it appears in
 * (`VenueDetailDto.openData`, the JSON-LD), with the object's link. The French line is the
 * product's; the web app's catalogues carry its English and Arabic versions.
 */
export const OSM_CREDIT_FR = '© les contributeurs d’OpenStreetMap';
export const OSM_COPYRIGHT_URL = 'https://www.openstreetmap.org/copyright';
export const OSM_LICENSE_URL = 'https://opendatacommons.org/licenses/odbl/1-0/';

/** The object's page on openstreetmap.org, from its reference (`node/123`, `way/45`). */
export function openStreetMapUrl(ref: string): string {
  return `https://www.openstreetmap.org/${ref}`;
}
