export type HealthStatus = 'ok' | 'error';

export interface HealthReply {
  status: HealthStatus;
  service: string;
  checks: Record<string, { status: 'up' | 'down'; message?: string }>;
}
