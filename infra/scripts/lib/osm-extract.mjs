// An OpenStreetMap XML extract the project makes itself (issue 32: tests and the benchmark need one,
// and no extract is downloaded): `edge cases` written by hand, then `pois` venues drawn from their
// number (a hash, never Math.random: the same arguments give the same bytes). `revision: 2` is the
// same extract a while later upstream: every fifth venue at version 2 with a new phone and hours.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

/** Cities of the generated venues (centre; venues within about 5 km). */
const CITIES = [
  ['Casablanca', 33.5731, -7.5898], ['Rabat', 34.0209, -6.8416], ['Marrakech', 31.6295, -7.9811], ['Tanger', 35.7595, -5.834],
  ['Fès', 34.0331, -5.0003], ['Agadir', 30.4278, -9.5981], ['Meknès', 33.8935, -5.5473], ['Essaouira', 31.5085, -9.7595],
];
/** Tags of each kind of venue, with the word its names begin with (French, Arabic). */
const KINDS = [
  [{ amenity: 'cafe' }, 'Café', 'مقهى'], [{ amenity: 'restaurant' }, 'Restaurant', 'مطعم'], [{ amenity: 'fast_food' }, 'Snack', 'سناك'],
  [{ amenity: 'bar' }, 'Bar', 'بار'], [{ amenity: 'pub' }, 'Pub', 'حانة'], [{ tourism: 'hotel' }, 'Hôtel', 'فندق'],
  [{ tourism: 'guest_house' }, 'Riad', 'رياض'], [{ tourism: 'hostel' }, 'Auberge', 'نزل'], [{ shop: 'clothes' }, 'Boutique', 'متجر'],
  [{ shop: 'bakery' }, 'Pâtisserie', 'حلويات'], [{ leisure: 'spa' }, 'Spa', 'سبا'], [{ amenity: 'public_bath' }, 'Hammam', 'حمام'],
  [{ shop: 'tea' }, 'Salon de thé', 'صالون شاي'], [{ tourism: 'gallery' }, 'Galerie', 'رواق'],
];
const NAMES = [['Zitoun', 'زيتون'], ['Yasmine', 'ياسمين'], ['Atlas', 'أطلس'], ['Argan', 'أركان'], ['Menara', 'منارة'], ['Bahia', 'باهية'], ['Nour', 'نور'], ['Safran', 'زعفران'], ['Oasis', 'واحة'], ['Andalous', 'أندلس']];
const HOURS = ['Mo-Su 07:00-23:00', 'Mo-Sa 09:00-19:00', 'Mo-Fr 08:00-12:00,14:00-18:30; Sa 09:00-13:00', 'Mo-Su 18:00-02:00', '24/7', 'Tu-Su 12:00-15:00,19:00-23:30; PH off', 'sur rendez-vous'];
const STREETS = ['Avenue Mohammed V', 'Boulevard Hassan II', 'Rue Ibn Khaldoun', 'Rue de la Liberté', 'Derb Lalla Aïcha'];

/** The hand-written edge cases (ids under 1000): what the integration test checks one by one. */
export const EDGE_CASES = {
  noName: 1, arabicOnly: 2, unparsedHours: 3, wayWithoutNodes: 50, building: 51, bench: 6, carRepair: 7, relation: 60, noCity: 9,
  hafa: 10, yasmineArabic: 12, alwaysOpen: 13, threeLanguages: 14, holidays: 15, contacts: 16,
};

const hash = (n, k) => {
  let x = (Math.imul(n ^ 0x9e3779b9, 0x85ebca6b) + k * 0xc2b2ae35) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d) >>> 0;
  return (x ^ (x >>> 15)) >>> 0;
};
const esc = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const tagsXml = (tags) => Object.entries(tags).filter(([, v]) => v !== undefined).map(([k, v]) => `\n    <tag k="${esc(k)}" v="${esc(v)}"/>`).join('');
const node = (id, version, lat, lon, tags = {}) =>
  `  <node id="${id}" version="${version}" lat="${lat.toFixed(7)}" lon="${lon.toFixed(7)}"${Object.keys(tags).length ? `>${tagsXml(tags)}\n  </node>` : '/>'}\n`;
const way = (id, version, refs, tags) => `  <way id="${id}" version="${version}">${refs.map((ref) => `\n    <nd ref="${ref}"/>`).join('')}${tagsXml(tags)}\n  </way>\n`;

/** The generated venue number `i` (1…pois): its node (or, one in ten, a building's way) and tags. */
export function generatedVenue(i, revision = 1) {
  const [kindTags, word, wordAr] = KINDS[hash(i, 1) % KINDS.length];
  const [city, lat0, lon0] = CITIES[hash(i, 2) % CITIES.length];
  const [name, nameAr] = NAMES[hash(i, 3) % NAMES.length];
  const moved = revision >= 2 && i % 5 === 0;
  const lat = lat0 + ((hash(i, 4) % 1000) / 1000 - 0.5) * 0.09;
  const lon = lon0 + ((hash(i, 5) % 1000) / 1000 - 0.5) * 0.11;
  const tags = {
    ...kindTags,
    name: `${word} ${name} ${i}`,
    'name:ar': hash(i, 6) % 3 === 0 ? `${wordAr} ${nameAr} ${i}` : undefined,
    'name:en': hash(i, 7) % 4 === 0 ? `${name} ${word === 'Café' ? 'Coffee' : word} ${i}` : undefined,
    'addr:street': STREETS[hash(i, 8) % STREETS.length],
    'addr:housenumber': String(1 + (hash(i, 9) % 150)),
    'addr:city': hash(i, 10) % 5 === 0 ? undefined : city,
    phone: hash(i, 11) % 2 === 0 ? `+212 5 22 ${String(hash(i, 12) % 1000000).padStart(6, '0')}` : moved ? '+212 5 22 000 000' : undefined,
    website: hash(i, 13) % 3 === 0 ? `https://example.ma/${i}` : undefined,
    'contact:instagram': hash(i, 14) % 5 === 0 ? `https://www.instagram.com/lieu${i}` : undefined,
    opening_hours: moved ? 'Mo-Su 10:00-22:00' : HOURS[hash(i, 15) % HOURS.length],
  };
  if (moved && tags.phone) tags.phone = `${tags.phone.slice(0, -1)}9`;
  return { id: 1000 + i, version: moved ? 2 : 1, lat, lon, tags, isWay: i % 10 === 0 };
}

/** The extract's text, piece by piece (nodes, then ways, then relations, as OSM writes them). */
export function* osmExtractPieces({ pois, revision = 1 }) {
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<osm version="0.6" generator="lieux osm-extract.mjs">\n`;
  const e = EDGE_CASES;
  yield node(e.noName, 1, 33.59, -7.61, { amenity: 'cafe' });
  yield node(e.arabicOnly, 1, 33.5801, -7.6012, { amenity: 'cafe', name: 'مقهى الحرية', 'addr:city': 'Casablanca', opening_hours: 'Mo-Su 06:30-22:00' });
  yield node(e.unparsedHours, 1, 31.6301, -7.9899, { amenity: 'restaurant', name: 'Dar Zellige', 'addr:city': 'Marrakech', opening_hours: 'tous les jours sauf lundi' });
  yield node(e.bench, 1, 33.58, -7.6, { amenity: 'bench' });
  yield node(e.carRepair, 1, 33.58, -7.6, { shop: 'car_repair', name: 'Garage Atlas' });
  yield node(e.noCity, 1, 26.5, -11.0, { amenity: 'cafe', name: 'Café du Désert' });
  yield node(e.hafa, 1, 35.7890, -5.8125, { amenity: 'cafe', name: 'Cafe Hafa', 'addr:city': 'Tanger' });
  yield node(e.yasmineArabic, 1, 31.6256, -7.9891, { tourism: 'guest_house', name: 'رياض ياسمين', 'addr:city': 'Marrakech' });
  yield node(e.alwaysOpen, 1, 34.0201, -6.8351, { tourism: 'hotel', name: 'Hôtel de la Tour Hassan', 'addr:city': 'Rabat', opening_hours: '24/7' });
  yield node(e.threeLanguages, revision >= 2 ? 2 : 1, 33.5911, -7.6321, {
    amenity: 'bar', name: 'Le Comptoir', 'name:fr': 'Le Comptoir', 'name:ar': 'الكونتوار', 'name:en': 'The Counter', 'addr:city': 'Casablanca',
    'addr:street': 'Boulevard de la Corniche', 'addr:housenumber': '12', opening_hours: revision >= 2 ? 'Mo-Su 19:00-03:00' : 'Mo-Su 18:00-02:00',
  });
  yield node(e.holidays, 1, 34.0101, -6.8311, { shop: 'bakery', name: 'Pâtisserie Al Jawda', 'addr:city': 'Rabat', opening_hours: 'Mo-Sa 08:00-20:00; PH off' });
  yield node(e.contacts, revision >= 2 ? 2 : 1, 31.5101, -9.7611, {
    leisure: 'spa', name: revision >= 2 ? 'Spa Mogador Argan' : 'Spa Mogador', 'addr:city': 'Essaouira', website: 'spa-mogador.ma',
    'contact:instagram': 'spamogador', email: 'bonjour@spa-mogador.ma', 'contact:phone': '+212 5 24 78 00 00;+212 6 61 00 00 00',
  });
  // The building's corners (a square of about 30 m around 31.6300, -7.9900).
  const corners = [[31.62985, -7.99015], [31.62985, -7.98985], [31.63015, -7.98985], [31.63015, -7.99015]];
  for (const [index, [lat, lon]] of corners.entries()) yield node(900 + index, 1, lat, lon);
  for (let i = 1; i <= pois; i += 1) {
    const venue = generatedVenue(i, revision);
    if (venue.isWay) {
      const base = 10_000_000 + i * 10;
      for (let c = 0; c < 4; c += 1) yield node(base + c, 1, venue.lat + (c >> 1) * 0.0003, venue.lon + ((c + (c >> 1)) % 2) * 0.0003);
    } else yield node(venue.id, venue.version, venue.lat, venue.lon, venue.tags);
  }
  yield way(e.wayWithoutNodes, 1, [999990, 999991, 999992, 999990], { amenity: 'restaurant', name: 'Le Jardin Perdu', 'addr:city': 'Fès' });
  yield way(e.building, 1, [900, 901, 902, 903, 900], { building: 'yes', tourism: 'hotel', name: 'Hôtel Atlas Centre', 'addr:city': 'Marrakech' });
  for (let i = 10; i <= pois; i += 10) {
    const venue = generatedVenue(i, revision);
    const base = 10_000_000 + i * 10;
    yield way(venue.id, venue.version, [base, base + 1, base + 2, base + 3, base], { building: 'yes', ...venue.tags });
  }
  yield `  <relation id="${e.relation}" version="1">\n    <member type="way" ref="${e.building}" role="outer"/>${tagsXml({ type: 'multipolygon', tourism: 'hotel', name: 'Palais des Congrès', 'addr:city': 'Marrakech' })}\n  </relation>\n`;
  yield '</osm>\n';
}

/** Writes the extract to `file`. */
export async function writeOsmExtract(file, options) {
  const out = createWriteStream(file);
  for (const piece of osmExtractPieces(options)) {
    if (!out.write(piece)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}
