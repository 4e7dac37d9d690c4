import { defineMessages } from '../i18n/message-catalog';

/**
 * The venue form: /lieu/nouveau (spec "Create venue") and /merchant/venue/{id}/edit.
 * French, the reference: `venue-form.en.ts` and `venue-form.ar.ts` have exactly these keys.
 */
export const venueFormFr = {
  'new.screenTitle': 'Nouveau lieu',
  'new.title': 'Créer un lieu',
  'new.subtitle': 'Décrivez votre établissement : il sera publié après vérification par notre équipe (24-48 h).',
  'new.submit': 'Créer le lieu',
  'new.submitting': 'Création…',
  'new.success': 'Lieu créé avec succès !',
  'new.failed': 'Impossible de créer le lieu. Vérifiez vos informations.',
  'new.limitTitle': 'Limite atteinte',
  'new.limitBody': 'Votre offre permet {limit} lieu(x). Passez à Pro pour en ajouter d’autres.',
  'new.upgrade': 'Passer à Pro',
  'edit.screenTitle': 'Modifier le lieu',
  'edit.title': 'Modifier « {name} »',
  'edit.subtitle': 'Les changements de nom, d’adresse, de ville, de catégorie ou de position repassent par la vérification.',
  'edit.submit': 'Enregistrer',
  'edit.submitting': 'Enregistrement…',
  'edit.success': 'Lieu mis à jour',
  'edit.failed': 'Impossible d’enregistrer le lieu. Vérifiez vos informations.',
  'edit.notFound': 'Lieu introuvable',
  'back': 'Retour au tableau de bord',
  'section.basic': 'Informations principales',
  'section.location': 'Localisation',
  'section.contact': 'Contact',
  'name': 'Nom du lieu',
  'namePlaceholder': 'Café Clock',
  'category': 'Catégorie',
  'categoryPlaceholder': 'Choisissez une catégorie',
  'description': 'Description',
  'descriptionPlaceholder': 'Ce qui rend votre lieu unique…',
  'address': 'Adresse',
  'addressPlaceholder': '7 Derb el Magana, Talaa Kebira',
  'city': 'Ville',
  'cityPlaceholder': 'Fès',
  'country': 'Pays',
  'countryValue': 'Maroc',
  'latitude': 'Latitude',
  'longitude': 'Longitude',
  'myPosition': 'Ma position',
  'locating': 'Localisation…',
  'mapLabel': 'Carte : cliquez pour placer votre lieu',
  'mapHint': 'Cliquez sur la carte pour placer le lieu, ou utilisez votre position.',
  'pin': 'Votre lieu',
  'phone': 'Téléphone',
  'phonePlaceholder': '+212 5 35 63 78 55',
  'website': 'Site web',
  'websitePlaceholder': 'https://…',
  'rule.venueNameMin': 'Le nom doit contenir au moins 2 caractères',
  'rule.categoryRequired': 'Sélectionnez une catégorie',
  'rule.addressMin': 'L\'adresse doit contenir au moins 5 caractères',
  'rule.cityMin': 'La ville doit contenir au moins 2 caractères',
  'rule.invalidUrl': 'URL invalide',
  'rule.invalidLatitude': 'La latitude doit être un nombre entre -90 et 90',
  'rule.invalidLongitude': 'La longitude doit être un nombre entre -180 et 180',
};

export type VenueFormMessageKey = keyof typeof venueFormFr;

export const venueFormMessages = defineMessages(venueFormFr, {
  en: () => import('./venue-form.en').then((module) => module.venueFormEn),
  ar: () => import('./venue-form.ar').then((module) => module.venueFormAr),
});
