import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { RouteConfig } from '@nestjs/platform-fastify';
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
    const store = new Store(request.log as Logger);
    if ((request.routeOptions.config as RouteOptions | undefined)?.[WITHOUT_UNIT_OF_WORK]) storage.run(store, done);
    else storage.run(store, () => RequestContext.create(orm.em, done));
  });
}

const WITHOUT_UNIT_OF_WORK = 'withoutUnitOfWork';
type RouteOptions = { [WITHOUT_UNIT_OF_WORK]?: boolean };

/**
 * A route whose requests get no EntityManager fork of their own (a unit of work and an identity map made and dropped
 * each time): a hot read that only sends plain statements (database/plain-reads.ts), outside any transaction. Using
 * the EntityManager otherwise on such a route fails loudly (MikroORM refuses the global context: allowGlobalContext off).
 */
export const WithoutUnitOfWork = () => RouteConfig({ [WITHOUT_UNIT_OF_WORK]: true });
