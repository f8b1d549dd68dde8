import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ErrorBody } from './shared/http/errors/error-body';

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
    .addServer('/', 'A origem que serve o app (os caminhos já começam por /api)')
    .addBearerAuth()
    .addGlobalResponse({
      status: 503,
      type: ErrorBody,
      description: 'SERVICE_UNAVAILABLE: o banco de dados não responde (ou SERVER_BUSY: servidor ocupado); Retry-After diz quando tentar de novo',
    })
    .build();
  // Not open source (package.json: UNLICENSED); there is no license text to link to, so no url.
  config.info.license = { name: 'Proprietária: todos os direitos reservados' };
  return withPublicSecurity(SwaggerModule.createDocument(app, config));
}

/**
 * Every route needs the bearer token but those marked @Public(), and every controller of the
 * others says so with @ApiBearerAuth(); an operation without `security` is therefore a public
 * one. @nestjs/swagger cannot write an empty `security` (it drops empty metadata), so it is
 * added here: `security: []` says the call takes no token, where a missing one says nothing.
 */
function withPublicSecurity(document: OpenAPIObject): OpenAPIObject {
  for (const path of Object.values(document.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const) {
      const operation = path[method];
      if (operation && !operation.security) operation.security = [];
    }
  }
  return document;
}
