import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ErrorBody } from './shared/http/error-body';

/**
 * The OpenAPI document at /api/docs-json and its browsable page at /api/docs. Every route lists its
 * own answers (response classes, `@ApiErrors`); the 503 of a database that does not answer is added
 * to all of them here. The document is made at the first request for it, not at start: a running
 * shop seldom asks, and it would hold it in memory all along.
 */
export function setupOpenApi(app: NestFastifyApplication): void {
  SwaggerModule.setup('api/docs', app, () => openApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });
}

function openApiDocument(app: NestFastifyApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Barbearia — API')
    .setDescription('Agendamento online e área do barbeiro. Erros: { statusCode, code, message }. Meses 0-11, horários HHMM.')
    .setVersion('1.0')
    .addBearerAuth()
    .addGlobalResponse({
      status: 503,
      type: ErrorBody,
      description: 'SERVICE_UNAVAILABLE: o banco de dados não responde (ou SERVER_BUSY: servidor ocupado); Retry-After diz quando tentar de novo',
    })
    .build();
  return SwaggerModule.createDocument(app, config);
}
