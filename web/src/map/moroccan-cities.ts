/** The main cities labelled on the base map (names as the venues' data writes them), with their centres. */
export const MOROCCAN_CITIES = [
  { name: 'Casablanca', lat: 33.5731, lng: -7.5898 },
  { name: 'Rabat', lat: 34.0209, lng: -6.8416 },
  { name: 'Marrakech', lat: 31.6295, lng: -7.9811 },
  { name: 'Fès', lat: 34.0181, lng: -5.0078 },
  { name: 'Tanger', lat: 35.7595, lng: -5.834 },
  { name: 'Agadir', lat: 30.4278, lng: -9.5981 },
  { name: 'Meknès', lat: 33.8935, lng: -5.5473 },
  { name: 'Oujda', lat: 34.6814, lng: -1.9086 },
  { name: 'Tétouan', lat: 35.5889, lng: -5.3626 },
  { name: 'Essaouira', lat: 31.5085, lng: -9.7595 },
  { name: 'Laâyoune', lat: 27.1536, lng: -13.2033 },
  { name: 'Dakhla', lat: 23.6848, lng: -15.958 },
] as const;
