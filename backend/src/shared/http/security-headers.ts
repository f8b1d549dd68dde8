import helmet, { FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { FastifyInstance } from 'fastify';

/**
 * Helmet's security headers (CSP and the rest) on every answer. @fastify/helmet builds helmet's
 * middleware anew on every request (it parses the CSP directives each time, about 4 % of an
 * availability call's CPU); with one configuration for every route and no nonces, the headers are
 * the same for every request. So they are taken once from @fastify/helmet itself, on a throw-away
 * Fastify instance: the headers its answer has and a bare answer lacks; then set on each request.
 */
export async function sendSecurityHeaders(fastify: FastifyInstance, options: FastifyHelmetOptions): Promise<void> {
  const headers = await helmetHeaders(options);
  fastify.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const [bare, withHelmet] = await Promise.all([probeHeaders(null), probeHeaders(options)]);
  return Object.fromEntries(Object.entries(withHelmet).filter(([name, value]) => name !== 'date' && bare[name] !== value));
}

async function probeHeaders(options: FastifyHelmetOptions | null): Promise<Record<string, string>> {
  const probe = Fastify();
  try {
    if (options) await probe.register(helmet, options);
    probe.get('/', (_request, reply) => {
      reply.send('');
    });
    const response = await probe.inject({ method: 'GET', url: '/' });
    return Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, String(value)]));
  } finally {
    await probe.close();
  }
}
