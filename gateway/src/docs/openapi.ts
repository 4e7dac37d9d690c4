import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { dtoSchemas } from './dto-schemas.js';

/**
 * The REST contract as OpenAPI: routes from `@ApiRoute`, schemas from the DTO classes of
 * `@lieux/contracts/dto` (their class-validator decorators), so the document cannot drift from them.
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Lieux — API REST')
    .setDescription(
      'Le contrat REST de la plateforme. Toute réponse non 2xx est un JSON `{ message, code }` dont `message` est en français.',
    )
    .setVersion('1.0')
    .addCookieAuth('sid')
    .build();
  const document = SwaggerModule.createDocument(app, config);
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ...dtoSchemas() } };
  return document;
}

/** Browsable at /api/docs and as JSON at /api/docs-json. */
export function mountOpenApi(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });
}
