import type { JSONSchema } from 'class-validator-jsonschema';

type SchemaOverride = Extract<Parameters<typeof JSONSchema>[0], (...args: never[]) => unknown>;

/**
 * OpenAPI for a `Record<string, Dto>` property (`@IsObject() @JSONSchema(recordOf(() => Dto))`):
 * class-validator has no decorator that says what the values of a plain object are.
 */
export function recordOf(valueClass: () => { name: string }, description?: string): SchemaOverride {
  return (schema, options) => ({
    ...schema,
    type: 'object',
    additionalProperties: { $ref: `${options.refPointerPrefix}${valueClass().name}` },
    ...(description ? { description } : {}),
  });
}
