import { ForbiddenException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isCrossSite } from '../cross-site';
import { isApiPath } from '../spa-fallback';
import { hasBody, routeTakesImages } from './image-body';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A page on another site can make its visitor's browser send a write to this API without asking anyone (no CORS
 * preflight) in two ways only: a POST with a body a `<form>` or a simple `fetch` can send (form-encoded, multipart,
 * `text/plain`, or a body without a type), and a POST without a body (a `no-cors` fetch, a beacon). So every write under
 * /api takes a JSON body or none (415 before the body is read; the photo upload, @ImageBody, has its own rule), and one a
 * browser says comes from another site is a 403 (cross-site.ts). The app's own calls send JSON, or no body and no type.
 */
export function refuseCrossSiteWrites(fastify: FastifyInstance): void {
  fastify.addHook('preParsing', (request, reply, payload, done) => {
    const refusal = refusalOf(request, reply);
    if (refusal) done(refusal);
    else done(null, payload);
  });
}

function refusalOf(request: FastifyRequest, reply: FastifyReply): Error | null {
  if (!WRITES.has(request.method) || !isApiPath(request.url) || routeTakesImages(request)) return null;
  const contentType = request.headers['content-type'];
  if (contentType === undefined ? hasBody(request) : !isJson(contentType)) {
    // The body stays unread: close the connection after the answer instead of draining it.
    if (hasBody(request)) reply.header('Connection', 'close');
    return new UnsupportedMediaTypeException({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Envie os dados em JSON (Content-Type: application/json).',
    });
  }
  if (isCrossSite(request)) {
    return new ForbiddenException({ code: 'CROSS_SITE_REQUEST', message: 'Este pedido veio de outro site e foi recusado.' });
  }
  return null;
}

function isJson(contentType: string): boolean {
  return contentType.split(';')[0].trim().toLowerCase() === 'application/json';
}
