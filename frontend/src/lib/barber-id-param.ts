const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `?barbeiro=<id>` of the agenda pages: a barber's id, or nothing (anything else is dropped). */
export function barberIdParam(value: unknown): string | undefined {
  return typeof value === 'string' && UUID.test(value) ? value : undefined;
}
