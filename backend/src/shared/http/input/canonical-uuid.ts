/**
 * The one form of an id inside the app: a UUID in lower case. PostgreSQL and the validators take
 * any case, but services compare ids as strings (is this the barber's own account?), so an id from
 * a path, a query string or a body is brought to this form at the edge (UuidParam, IdField).
 * Anything that is not a string is left for the validation to refuse.
 */
export function canonicalUuid(value: unknown): unknown {
  return typeof value === 'string' ? value.toLowerCase() : value;
}
