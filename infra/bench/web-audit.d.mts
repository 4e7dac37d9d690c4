export interface AuditedPage {
  name: string;
  path: string;
  /** The `cookie` header of a signed-in page. */
  cookie?: string;
}
export interface PageAudit {
  page: string;
  url: string;
  runtimeError?: string;
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  timings: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number };
  /** Bytes on the wire (headers and compressed bodies), every request of the page's load. */
  transferBytes: number;
  transferBytesByType: Record<string, number>;
  /** Audits Lighthouse could not compute on this Chromium (web-audit.mjs). */
  erroredAudits: string[];
  /** The audits under 100 % in each category, with a few of their items. */
  failing: Record<'accessibility' | 'bestPractices' | 'seo', Array<{ id: string; title: string; items: string[] }>>;
}
export function auditedPages(baseUrl: string): Promise<AuditedPage[]>;
export function auditPages(baseUrl: string, pages: AuditedPage[], options?: { log?: (summary: PageAudit) => void }): Promise<PageAudit[]>;
export function timingsTable(summaries: PageAudit[]): string;
