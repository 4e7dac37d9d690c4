import type { AdminListRequest } from './admin.rpc.js';
import { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE, ADMIN_REASON_LIMITS } from './admin.model.js';

/** The last page number an admin list accepts (beyond it, page 1). */
const ADMIN_MAX_PAGE = 100_000;

function wholeWithin(value: unknown, max: number): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 && number <= max ? number : undefined;
}

/**
 * The page an admin list asks for, read from the query (gateway) or the RPC (each service, which does
 * not trust the caller): page 1 and the spec's 8 rows unless a whole number within bounds says otherwise.
 */
export function adminPageOf(request: { page?: unknown; pageSize?: unknown } | undefined): AdminListRequest {
  return {
    page: wholeWithin(request?.page, ADMIN_MAX_PAGE) ?? 1,
    pageSize: wholeWithin(request?.pageSize, ADMIN_MAX_PAGE_SIZE) ?? ADMIN_PAGE_SIZE,
  };
}

/** An admin's reason or note (a refusal, a suspension, a report's closing note): trimmed, 5 to 500 characters; null when it is not one. */
export function adminReasonOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed.length >= ADMIN_REASON_LIMITS.min && trimmed.length <= ADMIN_REASON_LIMITS.max ? trimmed : null;
}
