import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

/** The REST contract, browsable at /api/docs and as JSON at /api/docs-json. */
export function mountOpenApi(app: INestApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Lieux — API REST')
    .setDescription(
      'Le contrat REST de la plateforme. Toute réponse non 2xx est un JSON `{ message, code }` dont `message` est en français.',
    )
    .setVersion('1.0')
    .addCookieAuth('sid')
    .build();
  const document = SwaggerModule.createDocument(app, config);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
}
