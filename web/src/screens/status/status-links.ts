import { API } from '@lieux/contracts';

/** The mailed links land on /statut with their token: `?abonnement=` confirms, `?desabonnement=` unsubscribes. */
export const STATUS_LINK_ACTIONS = [
  { param: 'abonnement', route: API.status.confirm, doneKey: 'alerts.confirmed' },
  { param: 'desabonnement', route: API.status.unsubscribe, doneKey: 'alerts.unsubscribed' },
] as const;
