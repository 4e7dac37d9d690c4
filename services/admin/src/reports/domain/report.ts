import { REPORT_REASONS, REPORT_TEXT_LIMITS, type ReportReason } from '@lieux/contracts';

export type ReportInputError = 'report_reason_invalid' | 'report_text_invalid';

/**
 * The report's own rules, checked again in the service (the gateway's DTO cannot say "at least 10
 * characters with « Autre »"): a known reason; the text trimmed, at most 1000 characters, required
 * (10 at least) with `other`; an empty text is no text.
 */
export function reportInput(reason: unknown, text: unknown): { reason: ReportReason; text: string | null } | ReportInputError {
  if (typeof reason !== 'string' || !(REPORT_REASONS as readonly string[]).includes(reason)) return 'report_reason_invalid';
  if (text !== undefined && text !== null && typeof text !== 'string') return 'report_text_invalid';
  const trimmed = typeof text === 'string' ? text.trim() : '';
  if (trimmed.length > REPORT_TEXT_LIMITS.max) return 'report_text_invalid';
  if (reason === 'other' && trimmed.length < REPORT_TEXT_LIMITS.minForOther) return 'report_text_invalid';
  return { reason: reason as ReportReason, text: trimmed === '' ? null : trimmed };
}
