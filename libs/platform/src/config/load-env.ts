import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';

/** Thrown at boot when the environment is not usable; its message is one line naming each problem. */
export class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError';
}

/**
 * Reads `source` (process.env) into an instance of `schema`, whose property initialisers are the
 * developer-machine defaults, and validates it with class-validator. Secrets are never echoed: the
 * error names the variable and the rule, not the value.
 */
export function loadEnv<T extends object>(schema: new () => T, source: NodeJS.ProcessEnv = process.env): T {
  const defaults = new schema() as Record<string, unknown>;
  const given: Record<string, unknown> = {};
  for (const key of Object.keys(defaults)) {
    const value = source[key];
    if (value !== undefined && value !== '') given[key] = value;
  }
  const env = plainToInstance(schema, { ...defaults, ...given }, { enableImplicitConversion: true });
  const problems = validateSync(env, { forbidUnknownValues: false }).flatMap((error) =>
    Object.values(error.constraints ?? {}).map((rule) => `${error.property}: ${rule}`),
  );
  if (problems.length > 0) {
    throw new ConfigurationError(`Invalid configuration — ${problems.join('; ')}`);
  }
  return env;
}
