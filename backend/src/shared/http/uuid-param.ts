import { ParseUUIDPipe } from '@nestjs/common';
import { InvalidInput } from '../errors/domain-error';

/** Path ids are UUIDs; anything else is a 400 VALIDATION_ERROR, not a database error. */
export const UuidParam = new ParseUUIDPipe({
  exceptionFactory: () => new InvalidInput('Identificador inválido.'),
});
