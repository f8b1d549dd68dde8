import { isUuid } from './uuid';

/** `?barbeiro=<id>` of the agenda pages: a barber's id, or nothing (anything else is dropped). */
export function barberIdParam(value: unknown): string | undefined {
  return isUuid(value) ? value : undefined;
}
