/**
 * French messages of the venue form and the merchant workspace's inputs that the spec does not state,
 * worded like its messages (the spec's own are in validation/messages.ts: VALIDATION_MESSAGES).
 */
export const MERCHANT_MESSAGES = {
  addressMax: "L'adresse doit contenir au plus 200 caractères",
  cityMax: 'La ville doit contenir au plus 100 caractères',
  countryInvalid: 'Pays invalide',
  phoneInvalid: 'Numéro de téléphone invalide',
  descriptionMax: 'La description doit contenir au plus 2000 caractères',
  websiteMax: 'URL invalide',
  latitudeInvalid: 'La latitude doit être un nombre entre -90 et 90',
  longitudeInvalid: 'La longitude doit être un nombre entre -180 et 180',
  positionIncomplete: 'Indiquez la latitude et la longitude ensemble',
  tagsInvalid: 'Au plus 10 tags de 2 à 30 caractères',
  openingHoursInvalid: 'Horaires invalides : un jour de la semaine et des heures HH:MM',
  openingHoursTooMany: 'Au plus 21 créneaux d’ouverture',
  goalInvalid: 'L’objectif doit être un nombre entier entre 1 et 100000',
  statsPeriodInvalid: 'Période invalide : 7, 30 ou 90 jours',
  venueIdInvalid: 'Lieu invalide',
  // Toasts and results the server sends back as `message`.
  venueCreated: 'Lieu créé avec succès !',
  venueUpdated: 'Lieu mis à jour',
  venueBackToModeration: 'Lieu mis à jour : il repasse en modération avant d’être à nouveau publié.',
  upgradeRequested: 'Demande de passage à Pro envoyée : un administrateur la validera.',
  planGranted: 'Passage à Pro validé',
  checkoutOpened: 'Redirection vers le paiement sécurisé Stripe…',
} as const;
