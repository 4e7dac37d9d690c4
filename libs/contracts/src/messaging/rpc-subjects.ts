import type { CategoryDto } from '../categories/category.dto.js';
import type { HealthReply } from '../health/health.dto.js';

/**
 * Request-reply subjects (gateway → service). Renaming one is a breaking change of the contract
 * between the gateway and a service: add the new one, move callers, then remove the old.
 */
export const SERVICE_NAMES = ['auth', 'venues', 'votes', 'connections', 'scoring', 'admin'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export const RPC = {
  categoriesList: 'venues.categories.list',
  /** Each service answers its own `<service>.health.check`. */
  healthCheck: (service: ServiceName) => `${service}.health.check` as const,
} as const;

export type HealthCheckSubject = `${ServiceName}.health.check`;
export type RpcSubject = typeof RPC.categoriesList | HealthCheckSubject;

/** What each request subject takes and answers. */
export type RpcMap = {
  'venues.categories.list': { request: Record<string, never>; reply: CategoryDto[] };
} & {
  [S in HealthCheckSubject]: { request: Record<string, never>; reply: HealthReply };
};
