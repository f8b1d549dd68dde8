import { ArgumentMetadata, Injectable, ParseUUIDPipe } from '@nestjs/common';
import { InvalidInput } from '../errors/domain-error';
import { canonicalUuid } from './canonical-uuid';

/**
 * Path ids are UUIDs; anything else is a 400 VALIDATION_ERROR, not a database error. A valid one is
 * answered in its canonical lower-case form, so the services compare ids as values.
 */
@Injectable()
class CanonicalUuidPipe extends ParseUUIDPipe {
  constructor() {
    super({ exceptionFactory: () => new InvalidInput('Identificador inválido.') });
  }

  override async transform(value: string, metadata: ArgumentMetadata): Promise<string> {
    return canonicalUuid(await super.transform(value, metadata)) as string;
  }
}

export const UuidParam = new CanonicalUuidPipe();
