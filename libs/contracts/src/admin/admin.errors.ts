import type { ErrorDefinitions } from '../errors/error-definition.js';
import { ADMIN_REASON_LIMITS, INBOX_REPLY_LIMITS, INCIDENT_MESSAGE_LIMITS, INCIDENT_TITLE_LIMITS, REPORT_TEXT_LIMITS } from './admin.model.js';

/** Failures of the admin console's actions and of reports (issue 14). */
export const ADMIN_ERRORS = {
  venue_already_approved: { status: 409, message: 'Ce lieu est déjà approuvé.' },
  venue_already_rejected: { status: 409, message: 'Ce lieu est déjà refusé.' },
  admin_reason_invalid: { status: 400, message: `Indiquez un motif de ${ADMIN_REASON_LIMITS.min} à ${ADMIN_REASON_LIMITS.max} caractères.` },
  user_not_found: { status: 404, message: 'Utilisateur introuvable.' },
  /** An admin changing, suspending or demoting their own account (they would lock themselves out). */
  admin_self_action: { status: 409, message: 'Vous ne pouvez pas faire cette action sur votre propre compte.' },
  user_role_unchanged: { status: 409, message: 'Cet utilisateur a déjà ce rôle.' },
  user_plan_unchanged: { status: 409, message: 'Cet utilisateur a déjà cette formule.' },
  user_already_suspended: { status: 409, message: 'Ce compte est déjà suspendu.' },
  user_not_suspended: { status: 409, message: 'Ce compte n’est pas suspendu.' },
  /** Sign-in (local or external) of a suspended account; its sessions ended when it was suspended. */
  account_suspended: { status: 403, message: 'Ce compte est suspendu. Écrivez-nous depuis la page Contact si vous pensez qu’il s’agit d’une erreur.' },
  report_reason_invalid: { status: 400, message: 'Choisissez le motif du signalement.' },
  report_text_invalid: {
    status: 400,
    message: `Décrivez le problème en ${REPORT_TEXT_LIMITS.max} caractères au plus (au moins ${REPORT_TEXT_LIMITS.minForOther} pour « Autre »).`,
  },
  report_already_open: { status: 409, message: 'Vous avez déjà signalé ce lieu : notre équipe examine votre signalement.' },
  report_rate_limited: { status: 429, message: 'Trop de signalements envoyés : réessayez dans une heure.' },
  report_not_found: { status: 404, message: 'Signalement introuvable.' },
  report_already_closed: { status: 409, message: 'Ce signalement est déjà traité.' },
  inbox_message_not_found: { status: 404, message: 'Message introuvable.' },
  inbox_reply_invalid: { status: 400, message: `Votre réponse doit faire de ${INBOX_REPLY_LIMITS.min} à ${INBOX_REPLY_LIMITS.max} caractères.` },
  incident_not_found: { status: 404, message: 'Incident introuvable.' },
  incident_already_resolved: { status: 409, message: 'Cet incident est déjà résolu.' },
  incident_title_invalid: { status: 400, message: `Le titre doit faire de ${INCIDENT_TITLE_LIMITS.min} à ${INCIDENT_TITLE_LIMITS.max} caractères.` },
  /** A statistics rebuild refused: the event stream no longer starts at the platform's first event (docs/admin.md). */
  stats_stream_incomplete: {
    status: 409,
    message: 'Le flux d’événements ne remonte plus au premier événement de la plateforme : une reconstruction des statistiques serait fausse.',
  },
  incident_message_invalid: { status: 400, message: `Le message doit faire de ${INCIDENT_MESSAGE_LIMITS.min} à ${INCIDENT_MESSAGE_LIMITS.max} caractères.` },
} as const satisfies ErrorDefinitions;
