import { getMetadataStorage, isUUID } from './validators';
import { canonicalUuid } from './canonical-uuid';

/** A query field the compiled check knows: an IdField, or an integer field of a query string (`fromQuery`) with its range. */
export type CompiledField = 'id' | { readonly min: number; readonly max: number };

type Check = (query: unknown) => object | null;

const compiled = new Map<abstract new () => object, Check>();

/**
 * The hot public reads' query strings (the free times a client's time step asks for each day it shows) are checked by a
 * function built once, at start-up, instead of class-transformer and class-validator on every request. It makes the same
 * conversions (an id in lower case, a number with `Number()`) and applies the same rules (`isUUID`, an integer in its range,
 * no other field), so what it accepts is the DTO the ValidationPipe would make; whatever it does not accept (a missing, extra,
 * repeated or bad field) goes through the ValidationPipe as before, which answers the same 400s. `fields` must name exactly
 * the DTO's validated properties: checked here, so a field added to the DTO and not here stops the start.
 */
export function compileQuery<T extends object>(dto: new () => T, fields: { readonly [K in keyof T & string]: CompiledField }): void {
  const names = Object.keys(fields);
  const validated = new Set(
    getMetadataStorage()
      .getTargetValidationMetadatas(dto, '', true, false)
      .map((rule) => rule.propertyName),
  );
  if (validated.size !== names.length || names.some((name) => !validated.has(name))) {
    throw new Error(`compileQuery(${dto.name}): the fields ${names.join(', ')} are not the DTO's ${[...validated].join(', ')}`);
  }
  const specs = names.map((name) => ({ name, field: fields[name as keyof T & string] }));
  compiled.set(dto, (query) => {
    if (typeof query !== 'object' || query === null) return null;
    const keys = Object.keys(query);
    if (keys.length !== specs.length) return null;
    const dtoValue = new dto() as Record<string, unknown>;
    for (const { name, field } of specs) {
      const raw = (query as Record<string, unknown>)[name];
      if (typeof raw !== 'string') return null;
      if (field === 'id') {
        const id = canonicalUuid(raw);
        if (!isUUID(id)) return null;
        dtoValue[name] = id;
      } else {
        const value = Number(raw);
        if (!Number.isInteger(value) || value < field.min || value > field.max) return null;
        dtoValue[name] = value;
      }
    }
    return dtoValue;
  });
}

/** The compiled check of a query DTO (null when it has none): the DTO, or null to leave the query to the ValidationPipe. */
export function compiledQueryCheck(dto: unknown): Check | null {
  return compiled.get(dto as abstract new () => object) ?? null;
}
