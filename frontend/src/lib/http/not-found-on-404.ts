import { notFound } from '@tanstack/react-router';
import { ApiError } from './api-client';

/** For a loader's catch: the server's 404 becomes the route's not-found page; any other failure stays an error. */
export function notFoundOn404(error: unknown): never {
  if (error instanceof ApiError && error.status === 404) throw notFound();
  throw error;
}
