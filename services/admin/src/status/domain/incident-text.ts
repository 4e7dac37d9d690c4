import { INCIDENT_MESSAGE_LIMITS, INCIDENT_TITLE_LIMITS } from '@lieux/contracts';

const within = (value: unknown, limits: { min: number; max: number }): string | null => {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed.length >= limits.min && trimmed.length <= limits.max ? trimmed : null;
};

/** An incident's title, trimmed, 5 to 140 characters; null when it is not. */
export const incidentTitle = (value: unknown): string | null => within(value, INCIDENT_TITLE_LIMITS);

/** An incident update's message, trimmed, 5 to 2000 characters; null when it is not. */
export const incidentMessage = (value: unknown): string | null => within(value, INCIDENT_MESSAGE_LIMITS);
