/** How a broken rule reads to a client; the HTTP layer turns each kind into a status. */
export type DomainErrorKind = 'invalid' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict' | 'too_many_requests' | 'busy';

/**
 * Base of every business-rule error: a stable `code` and a Portuguese `message`.
 * Domain code throws these; it never knows about HTTP.
 */
export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  /** Fields the error body carries besides statusCode, code and message (e.g. the bookings in the way). */
  readonly details?: Record<string, unknown>;

  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class InvalidInput extends DomainError {
  readonly kind = 'invalid';
  constructor(message: string) {
    super('VALIDATION_ERROR', message);
  }
}

export class NotFound extends DomainError {
  readonly kind = 'not_found';
  constructor(message: string) {
    super('NOT_FOUND', message);
  }
}

export class Forbidden extends DomainError {
  readonly kind = 'forbidden';
  constructor(message = 'Acesso negado.') {
    super('FORBIDDEN', message);
  }
}

export class Unauthorized extends DomainError {
  readonly kind = 'unauthorized';
  constructor(message = 'Autenticação necessária.') {
    super('UNAUTHORIZED', message);
  }
}

/** A state conflict with its own code (HOUR_CONFLICT, USERNAME_TAKEN, ...). */
export class Conflict extends DomainError {
  readonly kind = 'conflict';
}

/** Too many attempts; the client may try again after `retryAfterSeconds`. */
export class TooManyRequests extends DomainError {
  readonly kind = 'too_many_requests';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('TOO_MANY_REQUESTS', message);
  }
}

/** The server can't take this request now (its work queue is full); the client may retry after `retryAfterSeconds`. */
export class ServerBusy extends DomainError {
  readonly kind = 'busy';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('SERVER_BUSY', message);
  }
}
