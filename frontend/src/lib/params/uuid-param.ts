import { notFound } from '@tanstack/react-router';
import { isUuid } from './uuid';

/** `params.parse` of a route whose `$id` names a record: anything but a UUID is the not-found page, without asking the server. */
export function parseIdParam({ id }: { id: string }): { id: string } {
  if (!isUuid(id)) throw notFound();
  return { id };
}
