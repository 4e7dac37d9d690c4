import type { CategoryDto } from '../categories/category.dto.js';

/**
 * Request-reply subjects (gateway → service). Renaming one is a breaking change of the contract
 * between the gateway and a service: add the new one, move callers, then remove the old.
 */
export const RPC = {
  categoriesList: 'venues.categories.list',
} as const;

export type RpcSubject = (typeof RPC)[keyof typeof RPC];

/** What each request subject takes and answers. */
export interface RpcMap {
  'venues.categories.list': { request: Record<string, never>; reply: CategoryDto[] };
}
