import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

/** Every request DTO goes through this: unknown fields are refused, values converted, errors in Portuguese. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => validationFailed(errors),
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
