/**
 * The words search treats as one, across French, English, Arabic and Darija (Moroccan Arabic, in
 * Arabic script and in the Latin letters and digits people text it with: 3 = ع, 7 = ح, 9 = ق).
 * The only copy of this data: search-synonyms.ts folds and indexes it, its tests check it.
 *
 * Source: written for Lieux by the search engineer (who reads Arabic) from
 * - the product's own names: the categories (migration 20261121000100's SEED_CATEGORIES), the tags
 *   (demo-venues.data.ts's DEMO_TAGS) and the web app's Arabic catalogue (web/src/i18n/categories.ar.ts);
 * - the cities' official names in Arabic and French as the kingdom's administration writes them
 *   (Haut-Commissariat au Plan, the communes' names), and their usual English spellings;
 * - the Darija spellings in common use on Moroccan social media and shop fronts ("9ahwa", "7anout").
 * A second reader of Arabic should review additions (docs/search.md, "Synonyms").
 *
 * Forms are written as people type them; search folds them like every word (accents, case, the
 * Arabic rules of arabic-folding.ts), so "Fès" and "fes", "مقهى" and "مقهي" need not both be listed.
 * A form of several words matches only those words together ("dar el beida"). A form belongs to one
 * group only. `fr` is the name the product stores (a venue's city, a category's or a tag's name).
 */
export interface SynonymGroupData {
  kind: 'city' | 'category' | 'tag';
  fr: string;
  forms: readonly string[];
}

export const SEARCH_SYNONYMS: readonly SynonymGroupData[] = [
  // Cities: every city of the demo venues and of the generator, and the other large ones.
  { kind: 'city', fr: 'Casablanca', forms: ['Casablanca', 'Casa', 'Dar el Beida', 'Dar el Baida', 'Dar Beida', 'Darbeida', 'Dar lbida', 'الدار البيضاء', 'دار البيضاء', 'كازا', 'كازابلانكا'] },
  { kind: 'city', fr: 'Rabat', forms: ['Rabat', 'Rbat', 'Ribat', 'الرباط', 'رباط'] },
  { kind: 'city', fr: 'Marrakech', forms: ['Marrakech', 'Marrakesh', 'Marrakch', 'Mrakech', 'Mraksh', 'Kech', 'مراكش', 'مراكيش'] },
  { kind: 'city', fr: 'Tanger', forms: ['Tanger', 'Tangier', 'Tangiers', 'Tanja', 'Tanjah', 'طنجة'] },
  { kind: 'city', fr: 'Fès', forms: ['Fès', 'Fez', 'Fas', 'فاس'] },
  { kind: 'city', fr: 'Agadir', forms: ['Agadir', 'Agadir Ighir', 'أكادير', 'اكادير', 'أگادير'] },
  { kind: 'city', fr: 'Meknès', forms: ['Meknès', 'Miknas', 'Mknas', 'Meknassa', 'مكناس'] },
  { kind: 'city', fr: 'Essaouira', forms: ['Essaouira', 'Souira', 'Swira', 'Mogador', 'الصويرة', 'صويرة'] },
  { kind: 'city', fr: 'Chefchaouen', forms: ['Chefchaouen', 'Chaouen', 'Chefchaouene', 'Chaouene', 'Xaouen', 'Chauen', 'شفشاون', 'الشاون'] },
  { kind: 'city', fr: 'Tétouan', forms: ['Tétouan', 'Tetuan', 'Tetwan', 'Titwan', 'تطوان'] },
  { kind: 'city', fr: 'Oujda', forms: ['Oujda', 'Ujda', 'Wjda', 'وجدة'] },
  { kind: 'city', fr: 'El Jadida', forms: ['El Jadida', 'Jadida', 'Jdida', 'Mazagan', 'الجديدة'] },
  { kind: 'city', fr: 'Ouarzazate', forms: ['Ouarzazate', 'Warzazat', 'Ouarzazat', 'ورزازات'] },
  { kind: 'city', fr: 'Kénitra', forms: ['Kénitra', 'Knitra', 'Qnitra', 'Lqnitra', 'القنيطرة'] },
  { kind: 'city', fr: 'Salé', forms: ['Salé', 'Sla', 'سلا'] },
  { kind: 'city', fr: 'Mohammédia', forms: ['Mohammédia', 'Mohammadia', 'Fedala', 'المحمدية'] },
  { kind: 'city', fr: 'Nador', forms: ['Nador', 'الناظور'] },
  { kind: 'city', fr: 'Béni Mellal', forms: ['Béni Mellal', 'Beni Mellal', 'بني ملال'] },
  { kind: 'city', fr: 'Safi', forms: ['Safi', 'Asfi', 'آسفي', 'أسفي'] },
  { kind: 'city', fr: 'Ifrane', forms: ['Ifrane', 'إفران', 'افران'] },
  { kind: 'city', fr: 'Dakhla', forms: ['Dakhla', 'الداخلة'] },
  { kind: 'city', fr: 'Laâyoune', forms: ['Laâyoune', 'Layoune', 'Laayoune', 'El Aaiun', 'العيون'] },
  { kind: 'city', fr: 'Taroudant', forms: ['Taroudant', 'Taroudannt', 'تارودانت'] },
  { kind: 'city', fr: 'Asilah', forms: ['Asilah', 'Assilah', 'Arzila', 'أصيلة', 'أصيلا'] },
  { kind: 'city', fr: 'Larache', forms: ['Larache', 'Laarache', 'العرائش'] },
  { kind: 'city', fr: 'Errachidia', forms: ['Errachidia', 'Rachidia', 'الرشيدية'] },
  { kind: 'city', fr: 'Merzouga', forms: ['Merzouga', 'مرزوكة', 'مرزوگة'] },
  { kind: 'city', fr: 'Al Hoceïma', forms: ['Al Hoceïma', 'Al Hoceima', 'Hoceima', 'El Hoceima', 'الحسيمة'] },

  // Categories: every one the product has (SEED_CATEGORIES), singular and plural where people type both.
  { kind: 'category', fr: 'Restaurant', forms: ['Restaurant', 'Resto', 'Restau', 'مطعم', 'مطاعم', 'Mat3am', 'Mataam', 'Mat3em', 'ريسطو'] },
  { kind: 'category', fr: 'Café', forms: ['Café', 'Coffee', 'Coffee shop', 'مقهى', 'مقاهي', 'قهوة', 'كافي', 'كافيه', '9ahwa', 'Qahwa', 'Kahwa', 'L9ahwa', 'Lqahwa', '9hiwa', 'القهوة'] },
  { kind: 'category', fr: 'Hôtel', forms: ['Hôtel', 'Hotels', 'فندق', 'فنادق', 'أوطيل', 'Fondo9', 'Fondoq', 'Funduq', 'Otel', 'Oteel'] },
  { kind: 'category', fr: 'Boutique', forms: ['Boutique', 'Shop', 'Store', 'Magasin', 'متجر', 'متاجر', 'حانوت', 'محل', '7anout', 'Hanout', 'Ma7al'] },
  { kind: 'category', fr: 'Spa', forms: ['Spa', 'Spa wellness', 'Wellness', 'Bien-être', 'سبا', 'منتجع صحي', 'منتجعات صحية'] },
  { kind: 'category', fr: 'Bar', forms: ['Bar', 'Pub', 'حانة', 'حانات', 'بار'] },
  { kind: 'category', fr: 'Riad', forms: ['Riad', 'Riyad', 'Ryad', 'Riads', 'رياض', 'رياضات'] },
  { kind: 'category', fr: 'Hammam', forms: ['Hammam', 'Hamam', '7mam', '7emmam', '7ammam', 'Bain maure', 'Turkish bath', 'حمام', 'حمامات'] },
  { kind: 'category', fr: 'Pâtisserie', forms: ['Pâtisserie', 'Pastry', 'Pastry shop', 'Cake shop', 'حلويات', 'محل حلويات', 'حلواني', '7alawiyat', 'Halawiyat', 'Gato'] },
  { kind: 'category', fr: 'Salon de thé', forms: ['Salon de thé', 'Tea room', 'Tearoom', 'Tea house', 'صالون شاي', 'صالون الشاي', 'أتاي', 'Atay'] },
  { kind: 'category', fr: 'Rooftop', forms: ['Rooftop', 'Rooftops', 'Roof top', 'Toit-terrasse', 'سطح', 'أسطح', 'سطوح', 'Sta7', 'Stah'] },
  { kind: 'category', fr: "Galerie d'art", forms: ["Galerie d'art", 'Galerie', 'Gallery', 'Art gallery', 'رواق', 'رواق فني', 'أروقة فنية', 'معرض فني', 'Ma3rid'] },

  // Tags: every one the product has (DEMO_TAGS; "Rooftops" and "Spa wellness" are with their category).
  { kind: 'tag', fr: 'Brunch', forms: ['Brunch', 'برانش', 'برنش'] },
  { kind: 'tag', fr: 'Street food', forms: ['Street food', 'Streetfood', 'Cuisine de rue', 'أكل الشارع', 'ماكلة الزنقة', 'Makla zen9a', 'Makla dyal zen9a'] },
  { kind: 'tag', fr: 'Terrasse', forms: ['Terrasse', 'Terrace', 'Terras', 'تراس', 'تيراس', 'شرفة'] },
  { kind: 'tag', fr: 'Wifi', forms: ['Wifi', 'Wi-fi', 'Wireless', 'واي فاي', 'وايفاي', 'ويفي'] },
  { kind: 'tag', fr: 'Livraison', forms: ['Livraison', 'Delivery', 'Home delivery', 'توصيل', 'التوصيل', 'Tawsil', 'Livrizon'] },
  { kind: 'tag', fr: 'Vue sur mer', forms: ['Vue sur mer', 'Vue mer', 'Sea view', 'Ocean view', 'إطلالة على البحر', 'إطلالة بحرية', 'مطل على البحر'] },
  { kind: 'tag', fr: 'Cuisine marocaine', forms: ['Cuisine marocaine', 'Moroccan food', 'Moroccan cuisine', 'مطبخ مغربي', 'أكل مغربي', 'ماكلة مغربية', 'Makla maghribia', 'Makla beldia'] },
  { kind: 'tag', fr: 'Végétarien', forms: ['Végétarien', 'Végétarienne', 'Vegetarian', 'Veggie', 'نباتي', 'نباتية'] },
  { kind: 'tag', fr: 'Musique live', forms: ['Musique live', 'Live music', 'Concert', 'موسيقى حية', 'عزف حي', 'Music live'] },
  { kind: 'tag', fr: 'En famille', forms: ['En famille', 'Familial', 'Family', 'Family friendly', 'عائلي', 'عائلية', 'للعائلات', "M3a l3a2ila", "3a2ili"] },
  { kind: 'tag', fr: 'Piscine', forms: ['Piscine', 'Pool', 'Swimming pool', 'مسبح', 'بيسين', 'Pisin', 'Pissine'] },
  { kind: 'tag', fr: 'Artisanat', forms: ['Artisanat', 'Crafts', 'Handicraft', 'Handicrafts', 'صناعة تقليدية', 'الصناعة التقليدية', 'حرف يدوية', 'Sna3a ta9lidia'] },
];
