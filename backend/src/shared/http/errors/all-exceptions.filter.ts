import { ArgumentsHost, BadRequestException, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../errors/domain-error';
import { DatabaseUnavailable, isDatabaseUnavailable } from './database-unavailable';
import { loggableError } from './loggable-error';
import { ErrorBody, STATUS_BY_KIND, defaultErrorBody } from './error-body';
import { SpaFallback } from '../spa-fallback';

/**
 * Turns every thrown error into `{ statusCode, code, message }`: domain errors by their kind,
 * Nest/Fastify HTTP errors by status, a database that can't be reached into a 503 with Retry-After,
 * anything else into a 500 without a stack trace.
 * A GET outside /api that matched no route is a deep link into the React app: it gets index.html.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  constructor(private readonly spa: SpaFallback) {}

  catch(thrown: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const exception = bodyCutShort(thrown, request) ? new BodyCutShort() : isDatabaseUnavailable(thrown) ? new DatabaseUnavailable() : thrown;
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = errorBodyOf(exception);
    if (body.statusCode === 404 && this.spa.serves(request)) {
      this.spa.send(reply);
      return;
    }
    this.log(exception, body);
    const retryAfter = (exception as { retryAfterSeconds?: number } | null)?.retryAfterSeconds;
    if (retryAfter) reply.header('Retry-After', String(retryAfter));
    reply.status(body.statusCode).send(body);
  }

  /** Unexpected errors get their stack in the log; an expected 5xx (database down) one line. */
  private log(exception: unknown, body: ErrorBody): void {
    if (body.statusCode < 500) return;
    const expected = exception instanceof HttpException || exception instanceof DomainError;
    if (expected) this.logger.warn(`${body.statusCode} ${body.code}: ${body.message}`);
    else this.logger.error(loggableError(exception));
  }
}

/** The error body and status of anything thrown: domain errors by their kind, HTTP errors by their status, anything else a 500. */
export function errorBodyOf(exception: unknown): ErrorBody {
  if (exception instanceof DomainError) {
    return { statusCode: STATUS_BY_KIND[exception.kind], code: exception.code, message: exception.message, ...exception.details };
  }
  if (exception instanceof HttpException) return fromHttpException(exception);
  return defaultErrorBody(fastifyStatus(exception) ?? 500);
}

function fromHttpException(exception: HttpException): ErrorBody {
  const status = exception.getStatus();
  const response = exception.getResponse();
  const body = defaultErrorBody(status);
  if (isErrorBody(response)) return { ...body, code: response.code, message: response.message };
  return body;
}

function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' && value !== null && typeof (value as ErrorBody).code === 'string' && typeof (value as ErrorBody).message === 'string'
  );
}

/** The request's body stopped coming: the client went away, or Node's request timeout cut it (and answered 408). */
class BodyCutShort extends BadRequestException {
  constructor() {
    super({ code: 'BAD_REQUEST', message: 'A requisição não chegou inteira.' });
  }
}

/**
 * Reading a body whose connection closed fails with Node's `aborted` error, code ECONNRESET: the
 * client's doing, not a database gone away (which that code would otherwise say, with a 503 in the
 * log and the metrics each time the request timeout cut a slow client).
 */
function bodyCutShort(thrown: unknown, request: FastifyRequest): boolean {
  const { code, message } = (thrown ?? {}) as { code?: unknown; message?: unknown };
  return code === 'ECONNRESET' && message === 'aborted' && request.raw.readableAborted;
}

/** Fastify's own errors (bad JSON, body too large, wrong content type) carry a 4xx statusCode. */
function fastifyStatus(exception: unknown): number | null {
  const status = (exception as { statusCode?: unknown })?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}
