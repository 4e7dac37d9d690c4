export const DEFAULTS: { DATABASE_URL: string; REDIS_URL: string; NATS_URL: string };
export function env(name: 'DATABASE_URL' | 'REDIS_URL' | 'NATS_URL'): string;
export function ensureInfrastructure(log?: (message: string) => void): Promise<void>;
export function ensureDatabase(databaseUrl?: string): Promise<void>;
export function dropDatabase(databaseUrl: string): Promise<void>;
export function withDatabase(databaseUrl: string, name: string): string;
