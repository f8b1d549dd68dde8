import { randomUUID } from 'node:crypto';
import { LogController } from 'fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Fastify options: a fresh UUID per request, logged as `reqId` (a client-sent id is never
 * trusted), and none of Fastify's own request lines: they would log the URL (see below).
 */
export const REQUEST_ID_OPTIONS = {
  genReqId: () => randomUUID(),
  logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'reqId' }),
};

/**
 * Every answer carries its request id in `X-Request-Id`, and every request ends with one
 * "request completed" line. That line names the route's pattern (`/api/appointment/manage/:token`),
 * never the URL itself: paths and query strings may hold a phone number or a manage token.
 */
export function logEveryRequest(fastify: FastifyInstance): void {
  // Callback hooks rather than async ones: no promise per request for work that never waits.
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { method: request.method, route: routeOf(request), statusCode: reply.statusCode, responseTimeMs: Math.round(reply.elapsedTime) },
      'request completed',
    );
    done();
  });
}

function routeOf(request: FastifyRequest): string | null {
  return request.routeOptions.url ?? null;
}
