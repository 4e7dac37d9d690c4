import { COMMON_ERRORS } from './common.errors.js';
import { ERROR_CATALOGUE, ERROR_CODES, errorMessage, errorStatus, isErrorCode } from './error-codes.js';
import { errorMessageIn, errorTranslations } from './error-translations.js';
import { PLATFORM_ERRORS } from './platform.errors.js';
import { AUTH_ERRORS } from '../auth/auth.errors.js';
import { VENUES_ERRORS } from '../venues/venues.errors.js';
import { STATUS_ERRORS } from '../status/status.errors.js';
import { VOTES_ERRORS } from '../votes/votes.errors.js';
import { MERCHANT_ERRORS } from '../merchant/merchant.errors.js';
import { PHOTOS_ERRORS } from '../photos/photos.errors.js';
import { CONNECTIONS_ERRORS } from '../connections/connections.errors.js';
import { ADMIN_ERRORS } from '../admin/admin.errors.js';
import { CLAIMS_ERRORS } from '../claims/claims.errors.js';
import { SUPPORTED_LOCALES } from '../i18n/locales.js';
import { VALIDATION_MESSAGES } from '../validation/messages.js';

describe('error catalogue', () => {
  it('gives every code a French message and an error status', () => {
    for (const [code, entry] of Object.entries(ERROR_CATALOGUE)) {
      expect(entry.message.trim().length).toBeGreaterThan(5);
      expect(entry.status).toBeGreaterThanOrEqual(400);
      expect(entry.status).toBeLessThan(600);
      expect(isErrorCode(code)).toBe(true);
    }
  });

  it('answers an unavailable service with 503 and the message users read', () => {
    expect(errorStatus('service_unavailable')).toBe(503);
    expect(errorMessage('service_unavailable')).toBe(
      'Service temporairement indisponible, réessayez dans un instant.',
    );
  });

  it('does not take unknown strings for codes', () => {
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('nope')).toBe(false);
  });

  it("merges every feature's codes, none lost, none defined twice", () => {
    const features = [PLATFORM_ERRORS, COMMON_ERRORS, AUTH_ERRORS, VENUES_ERRORS, STATUS_ERRORS, VOTES_ERRORS, MERCHANT_ERRORS, PHOTOS_ERRORS, CONNECTIONS_ERRORS, ADMIN_ERRORS, CLAIMS_ERRORS];
    const codes = features.flatMap((errors) => Object.keys(errors));
    expect(new Set(codes).size).toBe(codes.length);
    expect([...ERROR_CODES].sort()).toEqual([...codes].sort());
  });

  it('keeps the status and the French message of every code', () => {
    expect(Object.fromEntries(ERROR_CODES.map((code) => [code, `${errorStatus(code)} ${errorMessage(code)}`]))).toEqual({
      bad_request: '400 Requête invalide.',
      body_too_deep: '400 La requête contient trop de niveaux imbriqués.',
      request_timeout: '408 La requête a mis trop de temps à arriver.',
      headers_too_large: '431 Les en-têtes ou l’adresse de la requête sont trop longs.',
      validation_failed: '400 Certaines informations sont invalides.',
      venue_not_found: '404 Lieu introuvable',
      current_password_wrong: '400 Le mot de passe actuel est incorrect.',
      reset_token_invalid: '400 Ce lien de réinitialisation n’est pas valide ou a déjà servi. Demandez-en un nouveau.',
      reset_token_expired: '400 Ce lien de réinitialisation a expiré. Demandez-en un nouveau.',
      password_too_weak: '400 Ce mot de passe est trop courant ou trop facile à deviner. Choisissez-en un plus long, par exemple quelques mots sans rapport entre eux.',
      email_confirmation_invalid: '400 Ce lien de confirmation n’est pas valide ou a déjà servi. Demandez-en un nouveau depuis votre compte.',
      email_confirmation_expired: '400 Ce lien de confirmation a expiré. Demandez-en un nouveau depuis votre compte.',
      status_token_invalid: '400 Ce lien n’est pas valide ou a déjà servi.',
      unauthenticated: '401 Connectez-vous pour continuer.',
      invalid_credentials: '401 Email ou mot de passe incorrect.',
      forbidden: "403 Vous n'avez pas accès à cette ressource.",
      forbidden_origin: '403 Requête refusée : elle ne provient pas du site.',
      external_email_unverified: '403 Votre fournisseur d’identité n’a pas vérifié cette adresse email : connectez-vous avec votre mot de passe.',
      not_found: '404 Ressource introuvable.',
      route_not_found: "404 Cette adresse n'existe pas.",
      method_not_allowed: '405 Méthode non autorisée pour cette adresse.',
      conflict: '409 Cette ressource existe déjà.',
      email_taken: '409 Un compte existe déjà avec cet email.',
      payload_too_large: '413 La requête est trop volumineuse.',
      unsupported_media_type: '415 Le format de la requête doit être JSON.',
      rate_limited: '429 Trop de tentatives, réessayez dans quelques minutes.',
      internal_error: '500 Une erreur est survenue',
      service_unavailable: '503 Service temporairement indisponible, réessayez dans un instant.',
      // Votes and favourites (issue 8).
      vote_sign_in_required: '401 Connectez-vous pour voter pour ce lieu',
      favorite_sign_in_required: '401 Connectez-vous pour enregistrer ce lieu dans vos favoris',
      vote_account_too_new: '403 Votre compte est tout récent : vous pourrez voter pour d’autres lieux dans quelques minutes.',
      votes_rate_limited: '429 Trop de votes en peu de temps, réessayez dans quelques minutes.',
      // Merchant workspace (issue 10).
      venue_limit_reached: '403 Limite atteinte : votre offre ne permet pas de créer un lieu de plus. Passez à Pro pour en ajouter.',
      venue_not_owned: '403 Ce lieu ne vous appartient pas : vous ne pouvez pas le modifier.',
      merchant_only: '403 Cet espace est réservé aux commerçants.',
      category_unknown: '400 Sélectionnez une catégorie',
      already_pro: '409 Vous êtes déjà abonné à Pro.',
      upgrade_already_requested: '409 Votre demande de passage à Pro est déjà en attente.',
      plan_request_not_found: '404 Demande introuvable.',
      stripe_signature_invalid: '400 Signature Stripe invalide.',
      billing_not_configured: '404 Le paiement en ligne n’est pas activé sur cette plateforme.',
      checkout_unavailable: '502 Le paiement en ligne est momentanément indisponible. Réessayez dans un instant.',
      claim_account_mismatch: '422 Ce compte ne correspond pas à la fiche : ni son site web, ni son téléphone, ni son identifiant ne sont ceux du lieu.',
      claim_already_decided: '409 Cette demande de revendication a déjà été traitée.',
      claim_already_owner: '409 Ce lieu vous appartient déjà.',
      claim_already_pending: '409 Votre demande pour ce lieu est déjà en cours d’examen.',
      claim_documents_missing: '400 Joignez un extrait du registre du commerce, un justificatif d’adresse du lieu et une pièce d’identité du gérant (un fichier de chaque).',
      claim_not_found: '404 Demande de revendication introuvable.',
      claim_plan_full: '403 Votre offre est complète : revendiquer ce lieu dépasserait le nombre de lieux qu’elle permet. Passez à Pro pour en gérer davantage.',
      claim_provider_invalid: '400 Revendiquez avec un compte Instagram ou Google Business.',
      claim_venue_not_claimable: '409 Ce lieu ne peut pas être revendiqué.',
      claim_venue_taken: '409 Ce lieu a déjà un propriétaire : la demande ne peut plus être acceptée.',
      file_missing: '400 Aucun fichier reçu : choisissez un fichier à envoyer.',
      file_empty: '400 Le fichier est vide : choisissez un autre fichier.',
      file_too_large: '400 Fichier trop volumineux : 10 Mo au maximum.',
      photo_type_unsupported: '400 Format non pris en charge : envoyez une photo JPEG, PNG ou WebP.',
      image_unreadable: '400 Image illisible ou incomplète : envoyez une autre photo (au moins 200 × 200 pixels).',
      photo_limit_reached: '400 Limite atteinte : 12 photos au maximum par lieu. Supprimez-en une pour en ajouter.',
      photo_not_found: '404 Photo introuvable.',
      photo_order_invalid: '400 L’ordre envoyé ne correspond pas aux photos du lieu : rechargez la page.',
      document_type_unsupported: '400 Format non pris en charge : envoyez un PDF ou une image JPEG, PNG ou WebP.',
      document_kind_invalid: '400 Type de document inconnu.',
      document_limit_reached: '400 Limite atteinte : 10 documents au maximum par lieu. Supprimez-en un pour en ajouter.',
      document_not_found: '404 Document introuvable.',
      document_link_invalid: '403 Lien expiré ou invalide : rouvrez le document depuis votre espace.',
      verification_documents_missing: '400 Documents obligatoires manquants : registre du commerce, justificatif d’adresse du lieu et pièce d’identité du gérant.',
      verification_locked: '409 Vos documents sont en cours d’examen : attendez la décision avant de les modifier.',
      verification_already_approved: '409 Ce lieu est déjà vérifié.',
      verification_not_submitted: '409 Aucune demande de vérification en attente pour ce lieu.',
      verification_reason_required: '400 Indiquez le motif du refus (5 à 500 caractères).',
      storage_unavailable: '503 Le stockage des fichiers est momentanément indisponible. Réessayez dans un instant.',
      connection_account_taken: '409 Ce compte est déjà lié à un autre lieu.',
      connection_failed: '502 Impossible de connecter le compte. Réessayez plus tard.',
      connection_manual_gone: '410 La connexion manuelle n’existe plus : utilisez le bouton « Connecter », qui passe par la page d’autorisation de la plateforme.',
      connection_needs_reconnect: '409 Ce compte est à reconnecter : l’autorisation a expiré ou a été retirée.',
      connection_not_found: '404 Connexion introuvable.',
      connection_provider_unavailable: '409 Cette plateforme est bientôt disponible : la connexion n’est pas encore ouverte.',
      connection_provider_unknown: '404 Plateforme inconnue.',
      connection_sign_in_required: '401 Connectez-vous pour gérer vos comptes sociaux.',
      connection_venue_not_owned: '403 Ce lieu ne vous appartient pas : vous ne pouvez pas gérer ses comptes sociaux.',
      connections_merchant_only: '403 Seuls les commerçants peuvent connecter des comptes sociaux.',
      // Admin console (issue 14).
      venue_already_approved: '409 Ce lieu est déjà approuvé.',
      venue_already_rejected: '409 Ce lieu est déjà refusé.',
      admin_reason_invalid: '400 Indiquez un motif de 5 à 500 caractères.',
      user_not_found: '404 Utilisateur introuvable.',
      admin_self_action: '409 Vous ne pouvez pas faire cette action sur votre propre compte.',
      user_role_unchanged: '409 Cet utilisateur a déjà ce rôle.',
      user_plan_unchanged: '409 Cet utilisateur a déjà cette formule.',
      user_already_suspended: '409 Ce compte est déjà suspendu.',
      user_not_suspended: '409 Ce compte n’est pas suspendu.',
      account_suspended: '403 Ce compte est suspendu. Écrivez-nous depuis la page Contact si vous pensez qu’il s’agit d’une erreur.',
      report_reason_invalid: '400 Choisissez le motif du signalement.',
      report_text_invalid: '400 Décrivez le problème en 1000 caractères au plus (au moins 10 pour « Autre »).',
      report_already_open: '409 Vous avez déjà signalé ce lieu : notre équipe examine votre signalement.',
      report_rate_limited: '429 Trop de signalements envoyés : réessayez dans une heure.',
      report_not_found: '404 Signalement introuvable.',
      report_already_closed: '409 Ce signalement est déjà traité.',
      inbox_message_not_found: '404 Message introuvable.',
      inbox_reply_invalid: '400 Votre réponse doit faire de 10 à 5000 caractères.',
      incident_not_found: '404 Incident introuvable.',
      incident_already_resolved: '409 Cet incident est déjà résolu.',
      incident_title_invalid: '400 Le titre doit faire de 5 à 140 caractères.',
      stats_stream_incomplete: '409 Le flux d’événements ne remonte plus au premier événement de la plateforme : une reconstruction des statistiques serait fausse.',
      incident_message_invalid: '400 Le message doit faire de 5 à 2000 caractères.',
    });
  });

  it('gives every code its message in English and in Arabic too', () => {
    for (const code of ERROR_CODES) {
      const { en, ar } = errorTranslations(code);
      expect([code, en.trim().length > 5, en !== errorMessage(code)]).toEqual([code, true, true]);
      expect([code, /[\u0621-\u064A]/.test(ar)]).toEqual([code, true]);
    }
  });

  it('answers a code in the language asked, French by default', () => {
    expect(errorMessage('invalid_credentials')).toBe('Email ou mot de passe incorrect.');
    expect(errorMessageIn('invalid_credentials', 'fr')).toBe('Email ou mot de passe incorrect.');
    expect(errorMessageIn('invalid_credentials', 'en')).toBe('Incorrect email or password.');
    expect(errorMessageIn('invalid_credentials', 'ar')).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة.');
    for (const locale of SUPPORTED_LOCALES) expect(ERROR_CODES.every((code) => errorMessageIn(code, locale).length > 0)).toBe(true);
  });

  it('keeps the spec’s French words exactly (sections 5 and 8), field messages included', () => {
    expect(errorMessage('internal_error')).toBe('Une erreur est survenue');
    expect(errorMessage('venue_not_found')).toBe('Lieu introuvable');
    expect(errorMessage('vote_sign_in_required')).toBe('Connectez-vous pour voter pour ce lieu');
    expect(VALIDATION_MESSAGES).toMatchObject({
      venueNameMin: 'Le nom doit contenir au moins 2 caractères',
      categoryRequired: 'Sélectionnez une catégorie',
      addressMin: "L'adresse doit contenir au moins 5 caractères",
      cityMin: 'La ville doit contenir au moins 2 caractères',
      invalidUrl: 'URL invalide',
      invalidEmail: 'Email invalide',
      passwordMin: 'Le mot de passe doit contenir au moins 8 caractères',
      passwordRequired: 'Mot de passe requis',
      firstNameMin: 'Le prénom doit contenir au moins 2 caractères',
      lastNameMin: 'Le nom doit contenir au moins 2 caractères',
    });
  });
});
