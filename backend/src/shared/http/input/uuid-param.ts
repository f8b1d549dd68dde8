import { ArgumentMetadata, Injectable, ParseUUIDPipe, PipeTransform } from '@nestjs/common';
import { InvalidInput } from '../../errors/domain-error';
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

/** `id`, `userId`, `barberId`...: the names the API gives its ids. */
export const ID_NAME = /^(id|[a-z][A-Za-z]*Id)$/;

/**
 * Global: a value a route takes by an id's name (`@Param('userId')`, `@Query('jobId')`,
 * `@Body('id')`) goes through UuidParam even when the route forgets to name it, so no new route
 * compares an id in the case the client wrote it. Whole DTOs are IdField's.
 */
@Injectable()
export class NamedIdParams implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom' || !metadata.data || !ID_NAME.test(metadata.data)) return value;
    return UuidParam.transform(value as string, metadata);
  }
}
