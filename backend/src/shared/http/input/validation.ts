import { ArgumentMetadata, BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { compiledQueryCheck } from './compiled-query';
import { validatorPackage } from './validators';

/**
 * Every request DTO goes through this: unknown fields are refused, values converted, errors in Portuguese. A query DTO with
 * a compiled check (compiled-query.ts) that accepts the query string is answered by it, without class-validator.
 */
class ApiValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'query') {
      const dto = compiledQueryCheck(metadata.metatype)?.(value);
      if (dto) return dto;
    }
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new ApiValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => validationFailed(errors),
    // class-validator's parts the DTOs use, not its index (validators.ts).
    validatorPackage,
  });
}

function validationFailed(errors: ValidationError[]): BadRequestException {
  const fields = flatten(errors);
  const message = fields.length ? `Dados inválidos: ${fields.join(', ')}.` : 'Dados inválidos.';
  return new BadRequestException({ code: 'VALIDATION_ERROR', message: [message, ...new Set(hintsOf(errors))].join(' ') });
}

/** What to change, in Portuguese, where a broken rule says it: the `hint` of its context (`{ context: { hint } }`). */
function hintsOf(errors: ValidationError[]): string[] {
  return errors.flatMap((error) => [
    ...Object.values<{ hint?: unknown }>(error.contexts ?? {}).flatMap(({ hint }) => (typeof hint === 'string' ? [hint] : [])),
    ...hintsOf(error.children ?? []),
  ]);
}

function flatten(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const name = parent ? `${parent}.${error.property}` : error.property;
    const own = error.constraints ? [describe(name, error)] : [];
    return [...own, ...flatten(error.children ?? [], name)];
  });
}

function describe(name: string, error: ValidationError): string {
  if (error.constraints?.whitelistValidation) return `campo '${name}' não é permitido`;
  return `campo '${name}' inválido`;
}
