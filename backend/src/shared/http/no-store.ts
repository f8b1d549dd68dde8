import type { FastifyInstance } from 'fastify';
import { isApiPath } from './spa-fallback';

/**
 * API answers carry clients' names and phones and change with every booking: none is stored by
 * a browser or a proxy unless its route sets its own Cache-Control (the versioned photos do).
 */
export function noStoreForApiAnswers(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
}
