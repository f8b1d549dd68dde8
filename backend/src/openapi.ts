import { NestFastifyApplication } from '@nestjs/platform-fastify';
import * as swagger from '@nestjs/swagger';
import { DocumentBuilder, getSchemaPath, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { applyApiDocs } from './shared/http/api-docs';
import { ErrorBody } from './shared/http/errors/error-body';

/**
 * The OpenAPI document at /api/docs-json and its browsable page at /api/docs. Every route lists its
 * own answers (response classes, `@ApiErrors`); the 503 of a database that does not answer is added
 * to all of them here, and the 415 of a body that is not JSON to every write. The document is made at the first request for it, not at start: a running
 * shop seldom asks, and it would hold it in memory all along. This module (and @nestjs/swagger with it) is loaded only
 * when the docs are served (app.factory.ts).
 */
export function setupOpenApi(app: NestFastifyApplication): void {
  // The controllers' and DTOs' decorators (shared/http/api-docs.ts), now that the document may be asked for.
  applyApiDocs(swagger);
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
  return withJsonOnlyWrites(withPublicSecurity(SwaggerModule.createDocument(app, config)));
}

const WRITES = ['put', 'post', 'delete', 'patch'] as const;

/**
 * Every write takes a JSON body or none (shared/http/input/cross-site-writes.ts): its 415, on each write that does not
 * describe its own (the login's, the photo upload's).
 */
function withJsonOnlyWrites(document: OpenAPIObject): OpenAPIObject {
  const answer = {
    description: 'UNSUPPORTED_MEDIA_TYPE: um corpo que não é application/json (formulário, multipart, texto ou sem tipo)',
    content: { 'application/json': { schema: { $ref: getSchemaPath(ErrorBody) } } },
  };
  for (const path of Object.values(document.paths)) {
    for (const method of WRITES) {
      const operation = path[method];
      if (operation && !operation.responses['415']) operation.responses['415'] = answer;
    }
  }
  return document;
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
