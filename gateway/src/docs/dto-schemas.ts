import type { OpenAPIObject } from '@nestjs/swagger';
import { defaultMetadataStorage } from 'class-transformer/cjs/storage.js';
import { ValidationTypes } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata.js';
import { targetConstructorToSchema } from 'class-validator-jsonschema';
import type { DtoName, DtoRef } from '@lieux/contracts';
import { DTO_CLASSES } from '@lieux/contracts/dto';

export type SchemaOrReference = NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>[string];
export type SchemaObject = Exclude<SchemaOrReference, { $ref: string }>;

const SCHEMA_PREFIX = '#/components/schemas/';

/**
 * A custom rule (`ValidateBy`) on a list — the week's hours as a whole, special hours — says nothing of
 * the list's shape, which its other decorators describe; the library's default would refer to a
 * schema named after the property's type (`Array`), which does not exist. On other types its default
 * stands (`string`, `number`…).
 */
function customRuleSchema(meta: ValidationMetadata): Record<string, unknown> {
  const type: unknown = typeof meta.target === 'function' ? Reflect.getMetadata('design:type', meta.target.prototype, meta.propertyName) : undefined;
  if (type === String) return { type: 'string' };
  if (type === Number) return { type: 'number' };
  if (type === Boolean) return { type: 'boolean' };
  return {};
}

/** The OpenAPI schema of a DTO class, read from its class-validator decorators. */
export function dtoSchema(name: DtoName): SchemaObject {
  const schema = targetConstructorToSchema(DTO_CLASSES[name], {
    refPointerPrefix: SCHEMA_PREFIX,
    classTransformerMetadataStorage: defaultMetadataStorage,
    additionalConverters: { [ValidationTypes.CUSTOM_VALIDATION]: customRuleSchema },
  });
  return schema as SchemaObject;
}

/** Every DTO of the contracts, for the document's `components.schemas`. */
export function dtoSchemas(): Record<DtoName, SchemaObject> {
  const names = Object.keys(DTO_CLASSES) as DtoName[];
  return Object.fromEntries(names.map((name) => [name, dtoSchema(name)])) as Record<DtoName, SchemaObject>;
}

/** A reference to one DTO, or to a list of them (`['CategoryDto']`). */
export function dtoRefSchema(ref: DtoRef): SchemaOrReference {
  return typeof ref === 'string' ? { $ref: `${SCHEMA_PREFIX}${ref}` } : { type: 'array', items: { $ref: `${SCHEMA_PREFIX}${ref[0]}` } };
}
