import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

/** The OpenAPI document at /api/docs-json and its browsable page at /api/docs. */
export function setupOpenApi(app: NestFastifyApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Barbearia — API')
    .setDescription('Agendamento online e área do barbeiro. Erros: { statusCode, code, message }. Meses 0-11, horários HHMM.')
    .setVersion('1.0')
    .addBearerAuth()
    .build();
  const document = SwaggerModule.createDocument(app, config);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
}
