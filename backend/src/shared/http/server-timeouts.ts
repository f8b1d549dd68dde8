import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import type { AppConfig } from '../../config/app-config';

/**
 * Fastify's timeouts are all off by default, so a client that sends its request slowly
 * (slowloris) or goes silent holds a socket for ever.
 * - requestTimeout: the whole request, headers and body, must arrive within REQUEST_TIMEOUT_SECONDS;
 *   Node then answers 408 and closes the socket. Node checks it every `connectionsCheckingInterval`
 *   (30 s by default, which would let a request live up to twice the limit), so that runs every second
 *   (every quarter of the limit when it is shorter than 4 s, as in the tests).
 *   It is given to Node's server when it is made (`http`), with headersTimeout equal to it: Fastify
 *   only assigns requestTimeout afterwards, which left Node's headersTimeout at its 60 s default, and
 *   with that Node let a body that kept trickling in run to 60 s (a second outside probe saw a slow
 *   body cut at 61 s instead of 30).
 * - connectionTimeout: a socket silent in both directions for twice that is destroyed (a client that
 *   stopped reading its answer).
 * - keepAliveTimeout: an idle keep-alive connection is closed after KEEP_ALIVE_TIMEOUT_SECONDS;
 *   a reverse proxy must close its idle upstream connections sooner (see operations.md).
 */
export function serverTimeouts(
  config: AppConfig,
): Pick<FastifyHttpOptions<Server>, 'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout' | 'http'> {
  const requestTimeout = config.requestTimeoutSeconds * 1000;
  return {
    requestTimeout,
    connectionTimeout: 2 * requestTimeout,
    keepAliveTimeout: config.keepAliveTimeoutSeconds * 1000,
    http: { requestTimeout, headersTimeout: requestTimeout, connectionsCheckingInterval: Math.min(1000, requestTimeout / 4) },
  };
}
