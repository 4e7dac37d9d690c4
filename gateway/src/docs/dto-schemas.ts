import type { OpenAPIObject } from '@nestjs/swagger';
import { defaultMetadataStorage } from 'class-transformer/cjs/storage.js';
import { targetConstructorToSchema } from 'class-validator-jsonschema';
import type { DtoName, DtoRef } from '@lieux/contracts';
import { DTO_CLASSES } from '@lieux/contracts/dto';

export type SchemaOrReference = NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>[string];
export type SchemaObject = Exclude<SchemaOrReference, { $ref: string }>;

const SCHEMA_PREFIX = '#/components/schemas/';

/** The OpenAPI schema of a DTO class, read from its class-validator decorators. */
export function dtoSchema(name: DtoName): SchemaObject {
  const schema = targetConstructorToSchema(DTO_CLASSES[name], {
    refPointerPrefix: SCHEMA_PREFIX,
    classTransformerMetadataStorage: defaultMetadataStorage,
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
