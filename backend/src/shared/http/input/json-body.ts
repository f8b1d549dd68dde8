import { UnsupportedMediaTypeException } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';

interface JsonBodyConfig {
  jsonBodyOnly?: boolean;
}

/**
 * Marks a route that takes `application/json` only. A web page on another site can make a
 * visitor's browser send a form-encoded or text/plain POST without asking anyone (no CORS
 * preflight), never an `application/json` one.
 */
export const JsonBodyOnly = () => RouteConfig({ jsonBodyOnly: true } satisfies JsonBodyConfig);

/** On the routes marked @JsonBodyOnly, anything but a JSON body is a 415 before it is read. */
export function refuseNonJsonBodiesOnJsonRoutes(fastify: FastifyInstance): void {
  fastify.addHook('preParsing', (request, _reply, payload, done) => {
    if ((request.routeOptions.config as JsonBodyConfig | undefined)?.jsonBodyOnly && !isJson(request)) {
      done(
        new UnsupportedMediaTypeException({
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: 'Envie os dados em JSON (Content-Type: application/json).',
        }),
      );
      return;
    }
    done(null, payload);
  });
}

function isJson(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase() === 'application/json';
}
