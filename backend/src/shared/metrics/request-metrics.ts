import type { FastifyInstance } from 'fastify';
import { AppMetrics } from './app-metrics';

/**
 * Counts and times every answered request by its route's pattern (`/api/appointment/manage/:token`),
 * never its URL: paths and query strings may hold a phone number, a manage token or an id.
 */
export function measureEveryRequest(fastify: FastifyInstance, metrics: AppMetrics): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    metrics.requestAnswered(request.method, request.routeOptions.url ?? null, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
