import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { Store, storage } from 'nestjs-pino/storage';
import type { Logger } from 'pino';

/**
 * What the two Nest middlewares of nestjs-pino and @mikro-orm/nestjs did for every request, in one
 * Fastify hook instead: the rest of the request runs with Fastify's child logger (its `reqId`) as
 * every Nest Logger's, and with its own fork of the EntityManager. As Nest middleware they ran
 * through @fastify/middie (path matching and Nest's wrappers on every request, static files included);
 * the app has no other middleware, so the adapter no longer registers middie (`skipMiddie`).
 * Added last among the onRequest hooks, where middie's hook ran.
 */
export function runEveryRequestInItsContexts(fastify: FastifyInstance, orm: MikroORM): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    storage.run(new Store(request.log as Logger), () => RequestContext.create(orm.em, done));
  });
}
