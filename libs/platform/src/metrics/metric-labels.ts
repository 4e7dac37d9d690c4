/** What a label value outside its bounded set becomes: one series for all of them, never one each. */
export const OTHER_LABEL = 'other';
/** The route label of a request no route matched (404s on random paths, scanners…). */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The route label of an HTTP request: the route's template as the router declared it
 * (`/api/places/:id/vote`), never the raw path, or `unmatched` when no route took it.
 */
export function routeLabel(routeTemplate: string | undefined): string {
  return routeTemplate === undefined || routeTemplate === '' ? UNMATCHED_ROUTE : routeTemplate;
}

/**
 * The subject label of a NATS request: the catalogue's subject without the test namespace's prefix
 * (`t1a2b.votes.cast` → `votes.cast`), or `other` for a subject outside the catalogue.
 */
export function subjectLabel(wireSubject: string, catalogue: ReadonlySet<string>, subjectPrefix = ''): string {
  const subject = subjectPrefix !== '' && wireSubject.startsWith(subjectPrefix) ? wireSubject.slice(subjectPrefix.length) : wireSubject;
  return catalogue.has(subject) ? subject : OTHER_LABEL;
}

/** `value` when it is one of `allowed`, `other` otherwise. */
export function boundedLabel(value: string, allowed: ReadonlySet<string>): string {
  return allowed.has(value) ? value : OTHER_LABEL;
}
