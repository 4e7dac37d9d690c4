import type { DocumentKind, VerificationDto, VerificationStatus } from '@lieux/contracts';

/** While the documents are examined, or once approved, they stay as they are (the server says so too). */
export function canEditDocuments(status: VerificationStatus): boolean {
  return status === 'not_submitted' || status === 'rejected';
}

/** The send button shows when documents may change; it works once the three required kinds are there. */
export function canSubmit(verification: Pick<VerificationDto, 'status' | 'missingKinds'>): boolean {
  return canEditDocuments(verification.status) && verification.missingKinds.length === 0;
}

/** The documents grouped by kind, in the order the form lists the kinds. */
export function documentsByKind<D extends { kind: DocumentKind }>(kinds: readonly DocumentKind[], documents: readonly D[]): Array<{ kind: DocumentKind; documents: D[] }> {
  return kinds.map((kind) => ({ kind, documents: documents.filter((document) => document.kind === kind) }));
}

/** Badge colour and text shade of each status (the text dark enough on its light background for WCAG AA). */
export const VERIFICATION_BADGE: Record<VerificationStatus, { color: string; c: string }> = {
  not_submitted: { color: 'gray', c: 'dark.7' },
  submitted: { color: 'yellow', c: 'dark.8' },
  approved: { color: 'teal', c: 'zellige.9' },
  rejected: { color: 'red', c: 'red.9' },
};

/** A day as the reader writes it (Moroccan time; Arabic with Latin digits, as the rest of the site). */
export function formatDecisionDay(iso: string, locale: 'fr' | 'en' | 'ar'): string {
  const intl = { fr: 'fr-MA', en: 'en-GB', ar: 'ar-MA' }[locale];
  return new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone: 'Africa/Casablanca' }).format(new Date(iso));
}
