import { existsSync } from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import { AppConfig } from './config/app-config';
import { setupOpenApi } from './openapi';
import { AllExceptionsFilter } from './shared/http/all-exceptions.filter';
import { SpaFallback } from './shared/http/spa-fallback';
import { createValidationPipe } from './shared/http/validation';

const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];
const BODY_LIMIT_BYTES = 1024 * 1024;

/** The whole app, API and React front end, ready to listen. Used by main.ts and by the tests. */
export async function createApp(config: AppConfig, databaseUrl: string): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({ trustProxy: config.trustProxy, bodyLimit: BODY_LIMIT_BYTES });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, databaseUrl), adapter, {
    logger: logLevelsFrom(config.logLevel),
  });
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter(new SpaFallback(config.frontendDir)));
  await app.register(helmet, { contentSecurityPolicy: { directives: CONTENT_SECURITY_POLICY } });
  acceptImageBodies(app);
  if (config.apiDocs) setupOpenApi(app);
  await serveFrontend(app, config.frontendDir);
  return app;
}

/**
 * Mantine sets inline styles; photos may come as data/blob URLs. Everything else only from this host.
 * No upgrade-insecure-requests: over plain HTTP on a LAN address it would block the app's own scripts.
 */
const CONTENT_SECURITY_POLICY = {
  upgradeInsecureRequests: null,
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
};

/**
 * Photo uploads send the image itself as the body. Images up to 10 MB are read, so that the
 * photo rules can answer anything over their 2 MB limit with a clear 400.
 */
function acceptImageBodies(app: NestFastifyApplication): void {
  const imageTypes = /^(image\/[\w.+-]+|application\/octet-stream)$/;
  app
    .getHttpAdapter()
    .getInstance()
    .addContentTypeParser(imageTypes, { parseAs: 'buffer', bodyLimit: 10 * 1024 * 1024 }, (_request, body, done) => done(null, body));
}

/** Serves the Vite build; hashed assets are cached for good, index.html is always revalidated. */
async function serveFrontend(app: NestFastifyApplication, frontendDir: string): Promise<void> {
  if (!existsSync(frontendDir)) return;
  await app.register(fastifyStatic, {
    root: frontendDir,
    prefix: '/',
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.startsWith(path.join(frontendDir, 'assets') + path.sep);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

function logLevelsFrom(level: string): LogLevel[] {
  const index = LOG_LEVELS.indexOf(level === 'info' ? 'log' : (level as LogLevel));
  return LOG_LEVELS.slice(0, index < 0 ? 4 : index + 1);
}
