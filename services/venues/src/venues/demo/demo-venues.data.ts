/**
 * The demo venues `npm start` shows: fictional places written for this product (names, numbers and
 * scores are invented), six cities, every category, French descriptions, addresses in real
 * neighbourhoods with coordinates there.
 * `level` drives the demo scores (see demo-venues.ts): null = not scored yet.
 */
export interface DemoVenue {
  name: string;
  category: string;
  city: string;
  address: string;
  at: readonly [number, number];
  description: string;
  tags: readonly string[];
  level: number | null;
  status?: 'pending' | 'rejected';
  phone?: string;
  instagram?: string;
  /** "Fermé définitivement" (issue 27): one demo venue shows that state. */
  closedForGood?: true;
}

export const DEMO_TAGS: ReadonlyArray<{ id: string; name: string }> = [
  { id: 'rooftops', name: 'Rooftops' },
  { id: 'brunch', name: 'Brunch' },
  { id: 'street-food', name: 'Street food' },
  { id: 'spa-wellness', name: 'Spa wellness' },
  { id: 'terrasse', name: 'Terrasse' },
  { id: 'wifi', name: 'Wifi' },
  { id: 'livraison', name: 'Livraison' },
  { id: 'vue-mer', name: 'Vue sur mer' },
  { id: 'cuisine-marocaine', name: 'Cuisine marocaine' },
  { id: 'vegetarien', name: 'Végétarien' },
  { id: 'musique-live', name: 'Musique live' },
  { id: 'en-famille', name: 'En famille' },
  { id: 'piscine', name: 'Piscine' },
  { id: 'artisanat', name: 'Artisanat' },
];

export const DEMO_VENUES: readonly DemoVenue[] = [
  // Casablanca
  { name: 'Jardin des Remparts', category: 'restaurant', city: 'Casablanca', address: 'Boulevard des Almohades, Ancienne Médina', at: [33.6043, -7.6189], description: 'Tajines, pastillas et petits-déjeuners marocains servis dans un jardin fortifié face au port. Réservation conseillée le week-end.', tags: ['cuisine-marocaine', 'terrasse', 'en-famille'], level: 88, phone: '+212 5 22 26 09 60', instagram: 'jardindesremparts' },
  { name: 'Café Corniche Bleue', category: 'cafe', city: 'Casablanca', address: '12 Boulevard de la Corniche, Aïn Diab', at: [33.5931, -7.6712], description: 'Café de bord de mer ouvert dès 7 h : jus pressés, msemen au miel et wifi rapide pour travailler face à l’océan.', tags: ['vue-mer', 'wifi', 'brunch'], level: 71, instagram: 'cornichebleue.casa' },
  { name: 'Hôtel Atlas Maarif', category: 'hotel', city: 'Casablanca', address: '45 Rue Ibnou Mounir, Maârif', at: [33.5822, -7.6335], description: 'Hôtel d’affaires de 60 chambres au cœur du Maârif, à deux pas du tramway, avec salle de sport et petit-déjeuner buffet.', tags: ['wifi', 'en-famille'], level: 54, phone: '+212 5 22 98 14 30' },
  { name: 'Boutique Derb Ghallef Design', category: 'boutique', city: 'Casablanca', address: '8 Rue Taha Hussein, Gauthier', at: [33.5893, -7.6281], description: 'Concept store de créateurs casablancais : céramiques, luminaires en laiton et textiles tissés à la main.', tags: ['artisanat'], level: 63 },
  { name: 'Spa Oasis Anfa', category: 'spa', city: 'Casablanca', address: '27 Boulevard d’Anfa, Racine', at: [33.5872, -7.6402], description: 'Massages à l’huile d’argan, soins du visage et piscine intérieure chauffée dans une villa des années 30.', tags: ['spa-wellness', 'piscine'], level: 77, instagram: 'oasisanfa.spa' },
  { name: 'Le Comptoir du Port', category: 'bar', city: 'Casablanca', address: 'Marina de Casablanca, Quai 3', at: [33.6075, -7.6151], description: 'Bar à cocktails de la marina, concerts de jazz le jeudi et carte de tapas de la mer.', tags: ['musique-live', 'terrasse', 'vue-mer'], level: 82, instagram: 'comptoirduport' },
  { name: 'Pâtisserie Habous', category: 'patisserie', city: 'Casablanca', address: '3 Place des Habous, Quartier Habous', at: [33.5797, -7.6054], description: 'Cornes de gazelle, ghriba et briouates aux amandes préparées chaque matin selon les recettes de la famille depuis 1962.', tags: ['cuisine-marocaine', 'livraison'], level: 91, phone: '+212 5 22 30 21 17', instagram: 'patisseriehabous' },
  { name: 'Rooftop 33 Casablanca', category: 'rooftop', city: 'Casablanca', address: '33 Boulevard Zerktouni, Centre-ville', at: [33.5894, -7.6214], description: 'Le toit-terrasse le plus haut du centre : cocktails sans alcool, mezzés et coucher de soleil sur la mosquée Hassan II.', tags: ['rooftops', 'terrasse', 'musique-live'], level: 85, instagram: 'rooftop33casa' },
  { name: 'Street Food Derb Sultan', category: 'restaurant', city: 'Casablanca', address: 'Rue de Strasbourg, Derb Sultan', at: [33.5726, -7.6012], description: 'Sandwichs au kefta, bessara et brochettes grillées au charbon, servis jusqu’à minuit. Petits prix, grande file d’attente.', tags: ['street-food', 'cuisine-marocaine', 'livraison'], level: 46 },
  { name: 'Galerie Lumière Casa', category: 'galerie', city: 'Casablanca', address: '14 Rue Normandie, Racine', at: [33.5853, -7.6366], description: 'Photographie contemporaine marocaine et africaine, expositions renouvelées tous les deux mois, entrée libre.', tags: ['artisanat'], level: 38 },
  { name: 'Salon Menthe & Ambre', category: 'salon-de-the', city: 'Casablanca', address: '19 Rue Ibn Batouta, Quartier des Hôpitaux', at: [33.5768, -7.6179], description: 'Thé à la menthe servi à l’ancienne, pâtisseries fines et salon feutré pour les après-midi entre amies.', tags: ['cuisine-marocaine', 'wifi'], level: null, status: 'pending' },

  // Rabat
  { name: 'Café Bleu des Oudayas', category: 'cafe', city: 'Rabat', address: 'Jardin andalou, Kasbah des Oudayas', at: [34.0318, -6.8368], description: 'Terrasse blanche et bleue au-dessus du Bouregreg : thé à la menthe et cornes de gazelle face à Salé.', tags: ['terrasse', 'vue-mer', 'cuisine-marocaine'], level: 93, instagram: 'cafebleu.oudayas' },
  { name: 'Dar Naji Agdal', category: 'restaurant', city: 'Rabat', address: '25 Avenue de France, Agdal', at: [33.9985, -6.8523], description: 'Cuisine familiale marocaine en service continu : couscous du vendredi, harira et tanjia à partager.', tags: ['cuisine-marocaine', 'en-famille', 'livraison'], level: 74, phone: '+212 5 37 77 48 12' },
  { name: 'Hôtel Jardins de Chellah', category: 'hotel', city: 'Rabat', address: '26 Rue Chellah, Hassan', at: [34.0187, -6.8321], description: 'Palace de style mauresque avec jardin, piscine et spa, à dix minutes à pied de la Tour Hassan.', tags: ['piscine', 'spa-wellness', 'wifi'], level: 86, phone: '+212 5 37 23 90 00', instagram: 'jardinsdechellah' },
  { name: 'Brunch Club Agdal', category: 'cafe', city: 'Rabat', address: '7 Rue Oued Baht, Agdal', at: [33.9963, -6.8498], description: 'Pancakes, œufs bénédicte et granola maison servis toute la journée ; options végétariennes et bon wifi.', tags: ['brunch', 'wifi', 'vegetarien'], level: 67, instagram: 'brunchclub.rabat' },
  { name: 'Hammam Souissi', category: 'hammam', city: 'Rabat', address: '4 Avenue Mohammed VI, Souissi', at: [33.9701, -6.8412], description: 'Hammam traditionnel rénové : gommage au savon noir, enveloppement au rhassoul et salle de repos au thé.', tags: ['spa-wellness'], level: 58 },
  { name: 'Rooftop Bouregreg', category: 'rooftop', city: 'Rabat', address: 'Marina Bouregreg, Avenue Al Marsa', at: [34.0277, -6.8252], description: 'Vue à 180° sur la marina et la médina de Salé, grillades, jus frais et DJ le samedi soir.', tags: ['rooftops', 'vue-mer', 'musique-live'], level: 79, instagram: 'rooftopbouregreg' },
  { name: 'Galerie des Remparts', category: 'galerie', city: 'Rabat', address: 'Avenue Annasr, Bab Rouah', at: [34.0146, -6.8407], description: 'Galerie nichée dans la porte almohade : peinture marocaine moderne et ateliers pour enfants le mercredi.', tags: ['artisanat', 'en-famille'], level: 44 },
  { name: 'Pâtisserie Le Chellah', category: 'patisserie', city: 'Rabat', address: '52 Avenue Mohammed V, Centre-ville', at: [34.0186, -6.8355], description: 'Viennoiseries au beurre, tartes de saison et chebakia pendant le Ramadan ; commande en ligne et livraison.', tags: ['livraison', 'brunch'], level: 61 },
  { name: 'Souk Médina Créations', category: 'boutique', city: 'Rabat', address: 'Rue des Consuls, Médina', at: [34.0253, -6.8349], description: 'Tapis de Khémisset, babouches brodées et bijoux berbères choisis chez les artisans de la région.', tags: ['artisanat'], level: 27 },
  { name: 'Le Zinc Hay Riad', category: 'bar', city: 'Rabat', address: 'Mahaj Riad, Hay Riad', at: [33.9588, -6.8723], description: 'Bistrot-bar de quartier, planches à partager et matchs retransmis sur grand écran.', tags: ['terrasse', 'wifi'], level: 33 },
  { name: 'Spa Rose des Sables', category: 'spa', city: 'Rabat', address: '11 Rue Jbel Tazekka, Agdal', at: [34.0002, -6.8548], description: 'Nouveau spa en attente de validation : massages, soins à l’eau de rose de Kelâat M’Gouna.', tags: ['spa-wellness'], level: null, status: 'pending' },

  // Marrakech
  { name: 'Riad Dar Zitoun', category: 'riad', city: 'Marrakech', address: '18 Derb Sidi Bouloukat, Médina', at: [31.6262, -7.9901], description: 'Riad de sept chambres autour d’un patio planté d’orangers, petit-déjeuner sur la terrasse et hammam privé.', tags: ['terrasse', 'spa-wellness', 'cuisine-marocaine'], level: 95, phone: '+212 5 24 38 71 05', instagram: 'riaddarzitoun' },
  { name: 'Café Rahba Épices', category: 'cafe', city: 'Marrakech', address: '75 Rahba Lakdima, Médina', at: [31.6294, -7.9868], description: 'Trois étages au-dessus de la place des épices : jus d’avocat, salades fraîches et wifi pour souffler entre deux souks.', tags: ['rooftops', 'wifi', 'vegetarien'], level: 84, instagram: 'rahbaepices.mk' },
  { name: 'Le Jardin de Guéliz', category: 'restaurant', city: 'Marrakech', address: '32 Rue de la Liberté, Guéliz', at: [31.6354, -8.0093], description: 'Cuisine méditerranéenne et marocaine dans un jardin luxuriant ; brunch le dimanche.', tags: ['brunch', 'terrasse', 'vegetarien'], level: 76 },
  { name: 'Hammam de la Kasbah', category: 'hammam', city: 'Marrakech', address: '7 Derb Tebbal, Kasbah', at: [31.6176, -7.9879], description: 'Hammam de quartier du XVIe siècle, gommage au kessa et massage aux huiles essentielles.', tags: ['spa-wellness'], level: 69, phone: '+212 5 24 38 55 20' },
  { name: 'Hôtel Palmeraie Sérénité', category: 'hotel', city: 'Marrakech', address: 'Circuit de la Palmeraie, km 6', at: [31.6712, -7.9693], description: 'Villas et suites au milieu des palmiers, trois piscines, spa et cours de cuisine marocaine.', tags: ['piscine', 'spa-wellness', 'en-famille'], level: 89, instagram: 'palmeraieserenite' },
  { name: 'Rooftop Koutoubia', category: 'rooftop', city: 'Marrakech', address: '8 Rue Fatima Zohra, Médina', at: [31.6242, -7.9948], description: 'Terrasse panoramique face au minaret de la Koutoubia, mocktails et tapas marocaines au coucher du soleil.', tags: ['rooftops', 'terrasse'], level: 92, instagram: 'rooftopkoutoubia' },
  { name: 'Jemaa Street Food', category: 'restaurant', city: 'Marrakech', address: 'Place Jemaa el-Fna, stand 14', at: [31.6258, -7.9891], description: 'Escargots au bouillon, têtes de mouton et brochettes : le stand 14 de la place, ouvert chaque soir.', tags: ['street-food', 'cuisine-marocaine'], level: 57 },
  { name: 'Boutique Sidi Ghanem Atelier', category: 'boutique', city: 'Marrakech', address: 'Zone industrielle Sidi Ghanem, lot 162', at: [31.6654, -8.0423], description: 'Atelier-boutique de mobilier et luminaires en fer forgé, fabriqués sur place par des artisans de la ville.', tags: ['artisanat', 'livraison'], level: 49 },
  { name: 'Bar Le Majorelle Hivernage', category: 'bar', city: 'Marrakech', address: 'Avenue Echouhada, Hivernage', at: [31.6228, -8.0143], description: 'Bar feutré de l’Hivernage, pianiste chaque soir et carte de cocktails signature.', tags: ['musique-live'], level: 73 },
  { name: 'Salon de Thé Dar Chorfa', category: 'salon-de-the', city: 'Marrakech', address: '8 Derb Chorfa Lakbir, Mouassine', at: [31.6306, -7.9902], description: 'Maison du XVIe siècle devenue salon de thé littéraire : thé aux épices, expositions et lectures.', tags: ['cuisine-marocaine', 'artisanat'], level: 64 },
  { name: 'Galerie 127 Médina', category: 'galerie', city: 'Marrakech', address: '127 Avenue Mohammed V, Guéliz', at: [31.6341, -8.0106], description: 'Galerie consacrée à la photographie, nouvelle génération d’artistes marocains.', tags: ['artisanat'], level: 18, status: 'rejected' },

  // Tanger
  { name: 'Café des Gradins Marshan', category: 'cafe', city: 'Tanger', address: 'Rue Hafa, Marshan', at: [35.7892, -5.8234], description: 'Terrasses en gradins au-dessus du détroit : thé à la menthe et bissara depuis des générations, vue sur l’Espagne.', tags: ['terrasse', 'vue-mer', 'cuisine-marocaine'], level: 90, instagram: 'gradins.marshan' },
  { name: 'Restaurant La Table du Pêcheur', category: 'restaurant', city: 'Tanger', address: '2 Escalier Waller, Médina', at: [35.7833, -5.8124], description: 'Menu unique de poissons du jour, soupe et jus de fruits maison, servi sur des tables en bois sculpté.', tags: ['cuisine-marocaine', 'vue-mer'], level: 81 },
  { name: 'Hôtel Villa Kasbah Tanger', category: 'hotel', city: 'Tanger', address: '6 Rue Ben Abou, Kasbah', at: [35.7891, -5.8129], description: 'Maison d’hôtes de la Kasbah avec terrasse sur le port, piscine et petit-déjeuner du nord.', tags: ['piscine', 'terrasse', 'vue-mer'], level: 72, phone: '+212 5 39 93 73 12' },
  { name: 'Boutique Petit Socco', category: 'boutique', city: 'Tanger', address: '21 Rue des Almohades, Petit Socco', at: [35.7858, -5.8117], description: 'Tissages de Chefchaouen, savons à l’huile d’olive et poteries du Rif sélectionnés par une coopérative de femmes.', tags: ['artisanat'], level: 42 },
  { name: 'Rooftop Pasteur', category: 'rooftop', city: 'Tanger', address: '48 Boulevard Pasteur, Centre-ville', at: [35.7797, -5.8117], description: 'Toit-terrasse face à la baie, musique live le vendredi et cocktails de fruits frais.', tags: ['rooftops', 'musique-live', 'vue-mer'], level: 66 },
  { name: 'Spa Cap Spartel', category: 'spa', city: 'Tanger', address: 'Route du Cap Spartel', at: [35.7908, -5.9238], description: 'Spa face à l’Atlantique : thalassothérapie, massages aux pierres chaudes et piscine à débordement.', tags: ['spa-wellness', 'piscine', 'vue-mer'], level: 83, instagram: 'spacapspartel' },
  { name: 'Pâtisserie L’Andalouse', category: 'patisserie', city: 'Tanger', address: '97 Rue de la Liberté, Centre-ville', at: [35.7823, -5.8139], description: 'Churros, ensaïmadas et gâteaux marocains : l’héritage espagnol de Tanger en vitrine depuis 1950.', tags: ['brunch', 'livraison'], level: 52 },
  { name: 'Street Food Malabata', category: 'restaurant', city: 'Tanger', address: 'Avenue Mohammed VI, Malabata', at: [35.7749, -5.7803], description: 'Sardines grillées, bocadillos et jus d’orange sur la corniche, ouvert tard l’été.', tags: ['street-food', 'vue-mer', 'livraison'], level: 36 },
  { name: 'Galerie du Détroit', category: 'galerie', city: 'Tanger', address: '86 Rue de la Liberté, Centre-ville', at: [35.7826, -5.8133], description: 'Expositions d’art contemporain et rencontres avec les artistes dans un ancien théâtre rénové.', tags: ['artisanat'], level: 59 },
  { name: 'Bar Le Tingis', category: 'bar', city: 'Tanger', address: '4 Avenue Prince Moulay Abdellah', at: [35.7786, -5.8093], description: 'Bar historique des années 50, boiseries d’origine et concerts de musique gnaoua le samedi.', tags: ['musique-live'], level: 29 },
  { name: 'Salon de Thé Marshan', category: 'salon-de-the', city: 'Tanger', address: 'Place du Marshan', at: [35.7877, -5.8215], description: 'Salon de thé en cours de validation : pâtisseries du nord et thé à la menthe pouliot.', tags: ['cuisine-marocaine'], level: null, status: 'pending' },

  // Fès
  { name: 'Café Tarbouche Talaa', category: 'cafe', city: 'Fès', address: '7 Derb el Magana, Talaa Kebira', at: [34.0622, -4.9784], description: 'Café culturel de la médina : msemen farcis, cours de calligraphie et concerts sur le toit-terrasse.', tags: ['rooftops', 'musique-live', 'wifi'], level: 87, instagram: 'tarbouche.fes' },
  { name: 'Riad Fès Andalous', category: 'riad', city: 'Fès', address: '14 Derb Bensalem, Fès el-Bali', at: [34.0634, -4.9741], description: 'Riad du XVIIIe siècle aux zelliges d’origine, cinq suites, fontaine et dîner fassi aux chandelles.', tags: ['cuisine-marocaine', 'terrasse'], level: 94, phone: '+212 5 35 74 10 36', instagram: 'riadfesandalous' },
  { name: 'Restaurant Dar Grenadine', category: 'restaurant', city: 'Fès', address: '30 Derb el Amer, Zkak Roumane', at: [34.0665, -4.9762], description: 'Gastronomie fassie revisitée sous un grenadier centenaire : pastilla au pigeon et menu de saison.', tags: ['cuisine-marocaine', 'vegetarien'], level: 78 },
  { name: 'Hammam Mernissi', category: 'hammam', city: 'Fès', address: 'Derb Sidi Ahmed Chaoui, Fès el-Bali', at: [34.0611, -4.9805], description: 'Hammam de la médina au cœur du quartier des tanneurs, gommage traditionnel et rhassoul.', tags: ['spa-wellness'], level: 41 },
  { name: 'Pâtisserie Batha', category: 'patisserie', city: 'Fès', address: '2 Place Batha', at: [34.0610, -4.9842], description: 'Chebakia, briouates et gâteaux aux amandes de Fès ; commandes pour mariages et fêtes.', tags: ['cuisine-marocaine', 'livraison'], level: 62 },
  { name: 'Boutique Tanneurs Chouara', category: 'boutique', city: 'Fès', address: 'Derb Chouara, Fès el-Bali', at: [34.0660, -4.9709], description: 'Maroquinerie fabriquée à la tannerie Chouara : sacs, poufs et babouches en cuir teint naturellement.', tags: ['artisanat'], level: 55 },
  { name: 'Hôtel Jnan Sbil', category: 'hotel', city: 'Fès', address: 'Avenue des Français, Jnan Sbil', at: [34.0580, -4.9882], description: 'Hôtel calme face aux jardins Jnan Sbil, chambres familiales et parking gardé, à la porte de la médina.', tags: ['en-famille', 'wifi'], level: 47 },
  { name: 'Salon de Thé Nejjarine', category: 'salon-de-the', city: 'Fès', address: 'Place Nejjarine, Fès el-Bali', at: [34.0647, -4.9760], description: 'Thé à la menthe et cornes de gazelle sur la terrasse du fondouk Nejjarine, vue sur les toits de la médina.', tags: ['terrasse', 'cuisine-marocaine'], level: 68 },
  { name: 'Street Food Bab Boujloud', category: 'restaurant', city: 'Fès', address: 'Place Bab Boujloud', at: [34.0617, -4.9833], description: 'Harira, maakouda et brochettes à petits prix au pied de la porte bleue.', tags: ['street-food', 'cuisine-marocaine'], level: 51 },
  { name: 'Galerie Ville Nouvelle', category: 'galerie', city: 'Fès', address: '15 Boulevard Mohammed V, Ville Nouvelle', at: [34.0381, -5.0001], description: 'Peinture et céramique d’artistes fassis, vernissages le premier vendredi du mois.', tags: ['artisanat'], level: 24 },
  { name: 'Spa Zellige Fès', category: 'spa', city: 'Fès', address: '9 Avenue Hassan II, Ville Nouvelle', at: [34.0402, -4.9968], description: 'Soins du corps à l’huile d’argan et hammam privatif dans un décor de zelliges.', tags: ['spa-wellness'], level: null },

  // Agadir
  { name: 'Café Marina Agadir', category: 'cafe', city: 'Agadir', address: 'Marina d’Agadir, Quai des Pêcheurs', at: [30.4248, -9.6199], description: 'Café de la marina : jus frais, crêpes et wifi, avec vue sur les voiliers et la Kasbah.', tags: ['vue-mer', 'wifi', 'brunch'], level: 65 },
  { name: 'Restaurant Le Port Sardine', category: 'restaurant', city: 'Agadir', address: 'Port de pêche, Anza', at: [30.4291, -9.6331], description: 'Poissons et fruits de mer grillés à la minute, choisis à l’étal ; l’adresse des pêcheurs du port.', tags: ['street-food', 'vue-mer'], level: 80, instagram: 'portsardine.agadir' },
  { name: 'Hôtel Baie des Palmiers', category: 'hotel', city: 'Agadir', address: 'Boulevard du 20 Août, Front de mer', at: [30.4123, -9.6045], description: 'Hôtel-club en bord de plage : piscines, animations pour enfants et spa.', tags: ['piscine', 'en-famille', 'vue-mer'], level: 75, phone: '+212 5 28 84 41 00' },
  { name: 'Spa Argan Souss', category: 'spa', city: 'Agadir', address: 'Avenue Hassan II, Talborjt', at: [30.4228, -9.5991], description: 'Soins à l’huile d’argan de la coopérative du Souss, massages et hammam.', tags: ['spa-wellness'], level: 60 },
  { name: 'Boutique Souk El Had', category: 'boutique', city: 'Agadir', address: 'Souk El Had, porte 7', at: [30.4101, -9.5798], description: 'Épices, amlou et huile d’argan alimentaire en direct des coopératives de la région.', tags: ['artisanat', 'cuisine-marocaine'], level: 43 },
  { name: 'Rooftop Atlantique', category: 'rooftop', city: 'Agadir', address: 'Boulevard Mohammed V, Secteur touristique', at: [30.4162, -9.6011], description: 'Rooftop au-dessus de la baie, coucher de soleil sur l’océan et grillades le soir.', tags: ['rooftops', 'vue-mer', 'terrasse'], level: 70 },
  { name: 'Bar Surf Taghazout', category: 'bar', city: 'Agadir', address: 'Front de mer, Taghazout', at: [30.5431, -9.7087], description: 'Bar des surfeurs de Taghazout : smoothies, burgers et concerts acoustiques au coucher du soleil.', tags: ['musique-live', 'vue-mer', 'vegetarien'], level: 86, instagram: 'surfbar.taghazout' },
  { name: 'Pâtisserie Amlou & Miel', category: 'patisserie', city: 'Agadir', address: '12 Avenue du Prince Héritier, Dakhla', at: [30.4063, -9.5655], description: 'Gâteaux au miel d’euphorbe et à l’amlou, spécialités du Souss ; commandes livrées en ville.', tags: ['livraison', 'cuisine-marocaine'], level: 35 },
  { name: 'Riad Taroudant Gate', category: 'riad', city: 'Agadir', address: 'Route de Taroudant, Tikiouine', at: [30.3905, -9.5171], description: 'Riad au milieu d’un verger d’arganiers, piscine et table d’hôtes berbère.', tags: ['piscine', 'cuisine-marocaine'], level: 53 },
  { name: 'Hammam Talborjt', category: 'hammam', city: 'Agadir', address: 'Place Talborjt', at: [30.4233, -9.5977], description: 'Hammam de quartier, tarifs doux, gommage et massage sur rendez-vous.', tags: ['spa-wellness'], level: 22, closedForGood: true },
  { name: 'Galerie Founty Art', category: 'galerie', city: 'Agadir', address: 'Quartier Founty, Rue 205', at: [30.3999, -9.5969], description: 'Artistes du Souss et d’ailleurs, sculpture et peinture, ouverte tous les jours sauf lundi.', tags: ['artisanat'], level: 12 },
];
