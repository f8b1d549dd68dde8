import { ConnectionException } from '@mikro-orm/core';
import { HttpException, HttpStatus } from '@nestjs/common';

/** Seconds a client is asked to wait (Retry-After) while the database does not answer. */
const RETRY_AFTER_SECONDS = 5;

/** The answer to every call while the database is unreachable: 503 with Retry-After. */
export class DatabaseUnavailable extends HttpException {
  readonly retryAfterSeconds = RETRY_AFTER_SECONDS;

  constructor() {
    super(
      { code: 'SERVICE_UNAVAILABLE', message: 'Serviço temporariamente indisponível. Tente novamente em instantes.' },
      HttpStatus.SERVICE_UNAVAILABLE,
    );
  }
}

/** Socket errors of a server that is down, restarting or unreachable. */
const NETWORK_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** PostgreSQL: admin shutdown, crash shutdown, cannot connect now (starting up), too many connections. */
const SERVER_UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres errors without a code when the server goes away mid-connection. */
const LOST_CONNECTION_MESSAGES = /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

/**
 * Whether an error means "the database can't be reached right now" rather than a bug: a
 * connection refused or lost, the server shutting down or starting, the pool timing out
 * waiting for a connection. Follows `cause` chains and AggregateError's `errors` (a refused
 * connection to "localhost" is one per address). Duck-typed: errors from Node's own sockets may
 * come from another realm (Jest's sandbox), where `instanceof Error` is false.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { name, code, message, cause, errors } = error as { name?: unknown; code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  return (
    error instanceof ConnectionException ||
    name === 'KnexTimeoutError' ||
    (typeof code === 'string' && (NETWORK_ERROR_CODES.has(code) || SERVER_UNAVAILABLE_STATES.has(code) || code.startsWith('08'))) ||
    (typeof message === 'string' && LOST_CONNECTION_MESSAGES.test(message)) ||
    isDatabaseUnavailable(cause, depth + 1) ||
    (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
  );
}
