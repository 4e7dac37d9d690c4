// 1,000 distinct search URLs people would type on /recherche: words, accents left out, typos,
// cities, categories, tags, a radius around a city, filters and sorts. Deterministic (a seeded
// generator), shared by the HTTP benchmark and the EXPLAIN report (search-explain.mjs).

const WORDS = ['cafe', 'café', 'restaurant', 'riad', 'hammam', 'spa', 'rooftop', 'patisserie', 'pâtisserie', 'hotel', 'hôtel', 'bar', 'galerie',
  'salon de the', 'brunch', 'terrasse', 'wifi', 'street food', 'livraison', 'vue sur mer', 'cuisine marocaine', 'vegetarien', 'musique live',
  'piscine', 'artisanat', 'zitoun', 'atlas', 'argan', 'majorelle', 'kasbah', 'medina', 'médina', 'jasmin', 'sahara', 'oasis', 'andalous',
  'tajine', 'couscous', 'massage', 'gommage', 'cocktails', 'thé à la menthe', 'zellige', 'famille', 'palace', 'port', 'jardin'];
export const CITIES = [
  ['Casablanca', 33.5731, -7.5898], ['Rabat', 34.0209, -6.8416], ['Marrakech', 31.6295, -7.9811], ['Tanger', 35.7595, -5.834],
  ['Fès', 34.0331, -5.0003], ['Agadir', 30.4278, -9.5981], ['Meknès', 33.8935, -5.5473], ['Essaouira', 31.5085, -9.7595],
];
const CITY_WORDS = ['casablanca', 'casa', 'rabat', 'marrakech', 'fes', 'fès', 'tanger', 'agadir', 'meknes', 'essaouira', 'chefchaouen'];
// Issue 29: what people type in Arabic script, Darija in Latin letters and English (the synonyms of
// services/venues/src/venues/domain/search-synonyms.data.ts, and words that are no synonym).
const ARABIC_WORDS = ['مقهى', 'مطعم', 'رياض', 'حمام', 'حمّام', 'فندق', 'سبا', 'حلويات', 'صالون شاي', 'روفتوب', 'سطح', 'تراس', 'واي فاي', 'توصيل',
  'إطلالة على البحر', 'مطبخ مغربي', 'نباتي', 'موسيقى حية', 'مسبح', 'صناعة تقليدية', 'عائلي', 'طاجين', 'كسكس', 'تدليك', 'حديقة', 'القصبة',
  'المدينة', 'أركان', 'زليج', 'مَقْهَى', 'الفندق', 'برانش'];
const ARABIC_CITIES = ['الدار البيضاء', 'الرباط', 'مراكش', 'فاس', 'طنجة', 'أكادير', 'مكناس', 'الصويرة', 'شفشاون', 'كازا'];
const OTHER_SCRIPT_WORDS = ['9ahwa', 'lqahwa', 'coffee', 'mat3am', 'resto', 'riyad', '7mam', 'fondo9', 'pool', 'sea view', 'family', 'tea room', 'shop'];
const OTHER_CITY_WORDS = ['casa', 'dar el beida', 'fez', 'marrakesh', 'tangier', 'rbat', 'مراكش', 'الرباط'];
export const CATEGORIES = ['restaurant', 'cafe', 'hotel', 'boutique', 'spa', 'bar', 'riad', 'hammam', 'patisserie', 'salon-de-the', 'rooftop', 'galerie'];
const SORTS = ['score', 'recent'];

export function generator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A typo a person makes: a letter dropped, doubled or two swapped. */
function typo(word, random) {
  if (word.length < 5) return word;
  const at = 1 + Math.floor(random() * (word.length - 2));
  const kind = Math.floor(random() * 3);
  if (kind === 0) return word.slice(0, at) + word.slice(at + 1);
  if (kind === 1) return word.slice(0, at) + word[at] + word.slice(at);
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

/** The shapes, each a function of the generator; the share of each in the mix is its weight. */
export const SEARCH_SHAPES = [
  { name: 'one word', weight: 20, make: (r, pick) => ({ q: pick(WORDS) }) },
  { name: 'word + city word', weight: 20, make: (r, pick) => ({ q: `${pick(WORDS)} ${pick(CITY_WORDS)}` }) },
  { name: 'typo', weight: 15, make: (r, pick) => ({ q: typo(pick(WORDS.filter((word) => word.length >= 5)), r) }) },
  { name: 'Arabic word', weight: 6, make: (r, pick) => ({ q: pick(ARABIC_WORDS) }) },
  { name: 'Arabic word + Arabic city', weight: 8, make: (r, pick) => ({ q: `${pick(ARABIC_WORDS)} ${pick(ARABIC_CITIES)}` }) },
  { name: 'Arabic typo', weight: 4, make: (r, pick) => ({ q: typo(pick([...ARABIC_WORDS, ...ARABIC_CITIES].filter((word) => word.length >= 5)), r) }) },
  { name: 'Darija / English + city', weight: 6, make: (r, pick) => ({ q: `${pick(OTHER_SCRIPT_WORDS)} ${pick(OTHER_CITY_WORDS)}` }) },
  { name: 'word + city filter', weight: 10, make: (r, pick) => ({ q: pick(WORDS), city: pick(CITIES)[0] }) },
  { name: 'category + min score', weight: 10, make: (r, pick) => ({ category: pick(CATEGORIES), minScore: 20 + Math.floor(r() * 70) }) },
  { name: 'city + category', weight: 5, make: (r, pick) => ({ city: pick(CITIES)[0], category: pick(CATEGORIES), sort: pick(SORTS) }) },
  {
    name: 'radius, by distance',
    weight: 10,
    make: (r, pick) => {
      const [, lat, lng] = pick(CITIES);
      return { lat: (lat + (r() - 0.5) * 0.05).toFixed(4), lng: (lng + (r() - 0.5) * 0.05).toFixed(4), radiusKm: 1 + Math.floor(r() * 10), sort: 'distance' };
    },
  },
  {
    name: 'word + radius',
    weight: 10,
    make: (r, pick) => {
      const [, lat, lng] = pick(CITIES);
      return { q: pick(WORDS), lat: (lat + (r() - 0.5) * 0.05).toFixed(4), lng: (lng + (r() - 0.5) * 0.05).toFixed(4), radiusKm: 2 + Math.floor(r() * 8) };
    },
  },
];

/** `count` distinct `{ shape, query }` pairs (query: the URL's parameters as strings). */
export function searchQueries(count = 1000, seed = 7) {
  const random = generator(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const total = SEARCH_SHAPES.reduce((sum, shape) => sum + shape.weight, 0);
  const seen = new Set();
  const queries = [];
  for (let attempt = 0; queries.length < count && attempt < count * 50; attempt += 1) {
    let roll = random() * total;
    const shape = SEARCH_SHAPES.find((candidate) => (roll -= candidate.weight) < 0) ?? SEARCH_SHAPES[0];
    const query = Object.fromEntries(Object.entries(shape.make(random, pick)).map(([key, value]) => [key, String(value)]));
    if (random() < 0.15) query.limit = String(10 + Math.floor(random() * 30));
    const url = `/api/venues?${new URLSearchParams(query)}`;
    if (seen.has(url)) continue;
    seen.add(url);
    queries.push({ shape: shape.name, query, url });
  }
  return queries;
}
