import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MikroORM } from '@mikro-orm/postgresql';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger as PinoNestLogger } from 'nestjs-pino';
import type { Logger as PinoInstance } from 'pino';
import { AppModule } from './app.module';
import { AppConfig } from './config/app-config';
import type * as OpenApi from './openapi';
import { AllExceptionsFilter } from './shared/http/errors/all-exceptions.filter';
import { refuseHostileInput } from './shared/http/input/hostile-input';
import { acceptImageBodiesOnTheirRoutes } from './shared/http/input/image-body';
import { noStoreForApiAnswers } from './shared/http/no-store';
import { sendSecurityHeaders } from './shared/http/security-headers';
import { serverTimeouts } from './shared/http/server-timeouts';
import { answerClientError } from './shared/http/errors/client-errors';
import { refuseCrossSiteWrites } from './shared/http/input/cross-site-writes';
import { ServerRenderedPages } from './pages/server-rendered-pages';
import { SpaFallback } from './shared/http/spa-fallback';
import { NamedIdParams } from './shared/http/input/uuid-param';
import { createValidationPipe } from './shared/http/input/validation';
import { runEveryRequestInItsContexts } from './shared/logging/request-contexts';
import { logEveryRequest, REQUEST_ID_OPTIONS } from './shared/logging/request-logging';
import { AppMetrics } from './shared/metrics/app-metrics';
import { measureEveryRequest } from './shared/metrics/request-metrics';
import { createRootLogger } from './shared/logging/root-logger';

/** JSON bodies of this API are a few hundred bytes; photos have their own limit (@ImageBody). */
const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The whole app, API and React front end, ready to listen. Used by main.ts and by the tests.
 * `logger` is Fastify's and, through nestjs-pino, every Nest Logger's (tests pass one that captures).
 */
export async function createApp(
  config: AppConfig,
  databaseUrl: string,
  logger: PinoInstance = createRootLogger(config),
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    loggerInstance: logger,
    ...REQUEST_ID_OPTIONS,
    ...serverTimeouts(config),
    clientErrorHandler: answerClientError,
    // No Nest middleware: the request contexts are a Fastify hook (runEveryRequestInItsContexts).
    skipMiddie: true,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, databaseUrl, logger), adapter, { bufferLogs: true });
  app.useLogger(app.get(PinoNestLogger));
  app.flushLogs();
  app.setGlobalPrefix('api');
  app.useGlobalPipes(new NamedIdParams(), createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter(new SpaFallback(config.frontendDir)));
  const fastify = app.getHttpAdapter().getInstance();
  const pages = existsSync(config.frontendDir) ? await ServerRenderedPages.load(config.frontendDir, (line) => logger.warn(line)) : null;
  await sendSecurityHeaders(fastify, { contentSecurityPolicy: { directives: contentSecurityPolicy(pages?.scriptSources ?? []) } });
  logEveryRequest(fastify);
  measureEveryRequest(fastify, app.get(AppMetrics));
  refuseHostileInput(fastify);
  acceptImageBodiesOnTheirRoutes(fastify);
  noStoreForApiAnswers(fastify);
  refuseCrossSiteWrites(fastify);
  runEveryRequestInItsContexts(fastify, app.get(MikroORM));
  // @nestjs/swagger only when the docs are served (off in production unless API_DOCS=on).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  if (config.apiDocs) (require('./openapi') as typeof OpenApi).setupOpenApi(app);
  await serveFrontend(app, config.frontendDir, pages);
  return app;
}

/**
 * Mantine sets inline styles; photos may come as data/blob URLs. Everything else only from this host,
 * the service worker (/sw.js) and the web manifest included; the one inline script is the build's head
 * script, allowed by its hash.
 * No upgrade-insecure-requests: over plain HTTP on a LAN address it would block the app's own scripts.
 */
const contentSecurityPolicy = (inlineScriptSources: string[]) => ({
  upgradeInsecureRequests: null,
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", ...inlineScriptSources],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
});

/** Serves the Vite build: the public pages rendered here first; hashed assets cached for good, index.html always revalidated. */
async function serveFrontend(app: NestFastifyApplication, frontendDir: string, pages: ServerRenderedPages | null): Promise<void> {
  if (!existsSync(frontendDir)) return;
  pages?.register(app.getHttpAdapter().getInstance());
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
