import { UnsupportedMediaTypeException } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const IMAGE_TYPES = /^(image\/[\w.+-]+|application\/octet-stream)$/i;

interface ImageBodyConfig {
  imageBody?: { maxBytes: number };
}

/**
 * Marks a route whose body is an image itself (read as bytes, at most `maxBytes`).
 * Only such routes take image bodies, and they take nothing else.
 */
export const ImageBody = (maxBytes: number) => RouteConfig({ imageBody: { maxBytes } } satisfies ImageBodyConfig);

/**
 * Image bodies are parsed as a Buffer, on the routes marked with @ImageBody only, with that
 * route's size limit (a 413 beyond it). Anywhere else an image body is a 415 before a byte of it
 * is read, and an @ImageBody route answers any other body with a 415 too.
 */
export function acceptImageBodiesOnTheirRoutes(fastify: FastifyInstance): void {
  fastify.addContentTypeParser(IMAGE_TYPES, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  fastify.addHook('onRoute', (route) => {
    // tsc needs this assertion (FastifyContextConfig has no imageBody); typescript-eslint resolves route.config to an unknown type and calls it needless.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    const maxBytes = (route.config as ImageBodyConfig | undefined)?.imageBody?.maxBytes;
    if (maxBytes) route.bodyLimit = maxBytes;
  });
  fastify.addHook('preParsing', (request, reply, payload, done) => {
    if (!hasBody(request)) {
      done(null, payload);
      return;
    }
    if (isImageBody(request) !== routeTakesImages(request)) {
      // The body stays unread: close the connection after the answer instead of draining it.
      reply.header('Connection', 'close');
      done(new UnsupportedMediaTypeException());
      return;
    }
    done(null, payload);
  });
}

/** Whether the request's route is marked @ImageBody. */
export function routeTakesImages(request: FastifyRequest): boolean {
  return Boolean((request.routeOptions.config as ImageBodyConfig | undefined)?.imageBody);
}

function isImageBody(request: FastifyRequest): boolean {
  const contentType = (request.headers['content-type'] ?? '').split(';')[0].trim();
  return IMAGE_TYPES.test(contentType);
}

/** Whether the request says it carries a body (a length above 0, or chunks). */
export function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}
