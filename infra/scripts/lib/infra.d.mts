export function ensureInfrastructure(log?: (message: string) => void): Promise<void>;
export function ensureDatabase(databaseUrl?: string): Promise<void>;
export function dropDatabase(databaseUrl: string): Promise<void>;
