import { OpenApiDocument, resolve, Schema } from './document';

/**
 * Where a JSON value departs from its OpenAPI schema: a missing required field, a field the schema
 * does not name, a wrong type, a value outside an enum, a null where none is allowed. Knows the
 * schema forms @nestjs/swagger writes ($ref, object, array, primitives, enum, nullable, oneOf).
 */
export function shapeMismatches(value: unknown, schema: Schema, document: OpenApiDocument, at = 'body'): string[] {
  const resolved = resolve(schema, document);
  if (resolved.oneOf) {
    const fits = resolved.oneOf.some((option) => shapeMismatches(value, option, document, at).length === 0);
    return fits ? [] : [`${at}: fits none of its oneOf schemas`];
  }
  if (value === null) return resolved.nullable || resolved.type === 'null' ? [] : [`${at}: is null`];
  if (resolved.enum && !resolved.enum.includes(value)) return [`${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(resolved.enum)}`];
  switch (resolved.type) {
    case 'object':
      return objectMismatches(value, resolved, document, at);
    case 'array':
      if (!Array.isArray(value)) return [`${at}: is not an array`];
      return value.flatMap((item, index) => shapeMismatches(item, resolved.items ?? {}, document, `${at}[${index}]`));
    case 'integer':
      return Number.isInteger(value) ? [] : [`${at}: is not an integer`];
    case 'number':
    case 'string':
    case 'boolean':
      return typeof value === resolved.type ? [] : [`${at}: is not a ${resolved.type}`];
    default:
      return [`${at}: the schema ${JSON.stringify(resolved)} is not one this check knows`];
  }
}

function objectMismatches(value: unknown, schema: Schema, document: OpenApiDocument, at: string): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [`${at}: is not an object`];
  const properties = schema.properties ?? {};
  const fields = value as Record<string, unknown>;
  return [
    ...(schema.required ?? []).filter((name) => !(name in fields)).map((name) => `${at}.${name}: is missing`),
    ...Object.keys(fields)
      .filter((name) => !(name in properties))
      .map((name) => `${at}.${name}: is not in the schema`),
    ...Object.entries(fields)
      .filter(([name]) => name in properties)
      .flatMap(([name, field]) => shapeMismatches(field, properties[name], document, `${at}.${name}`)),
  ];
}
