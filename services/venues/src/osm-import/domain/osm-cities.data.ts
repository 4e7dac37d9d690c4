/**
 * Moroccan cities and towns with their centre (OSM's place nodes, rounded): the city of an object
 * whose tags give no `addr:city` is the nearest of these within OSM_CITY_RADIUS_KM. The product's
 * search, map labels and sitemaps speak of cities; a POI far from all of them is skipped (`no_city`).
 */
export const OSM_CITY_RADIUS_KM = 25;

export const OSM_CITIES: ReadonlyArray<readonly [name: string, lat: number, lon: number]> = [
  ['Casablanca', 33.5731, -7.5898], ['Rabat', 34.0209, -6.8416], ['Marrakech', 31.6295, -7.9811], ['Tanger', 35.7595, -5.834],
  ['Fès', 34.0331, -5.0003], ['Agadir', 30.4278, -9.5981], ['Meknès', 33.8935, -5.5473], ['Essaouira', 31.5085, -9.7595],
  ['Chefchaouen', 35.1688, -5.2636], ['Tétouan', 35.5889, -5.3626], ['Oujda', 34.6814, -1.9086], ['El Jadida', 33.2316, -8.5007],
  ['Ouarzazate', 30.9189, -6.8934], ['Kénitra', 34.261, -6.5802], ['Salé', 34.0531, -6.7985], ['Mohammédia', 33.6866, -7.3833],
  ['Témara', 33.9287, -6.9063], ['Safi', 32.2994, -9.2372], ['Nador', 35.1681, -2.9335], ['Béni Mellal', 32.3373, -6.3498],
  ['Khouribga', 32.8811, -6.9063], ['Settat', 33.001, -7.6166], ['Taza', 34.2133, -4.0103], ['Larache', 35.1932, -6.1557],
  ['Al Hoceïma', 35.2517, -3.9372], ['Ifrane', 33.5228, -5.1106], ['Errachidia', 31.9314, -4.4244], ['Taroudant', 30.4703, -8.877],
  ['Tiznit', 29.6974, -9.7316], ['Asilah', 35.4653, -6.0345], ['Dakhla', 23.6848, -15.958], ['Laâyoune', 27.1253, -13.1625],
  ['Zagora', 30.3324, -5.8384], ['Merzouga', 31.0802, -4.0134], ['Guelmim', 28.987, -10.0574], ['Berkane', 34.92, -2.32],
];
