import { createHash } from 'node:crypto';

/**
 * A UUID that always comes out the same for the same key. Queue jobs (pg-boss's) get it as their id, and the
 * queue ignores a second job with an id it holds: whoever enqueues twice (a retried job, two app
 * instances), the message goes out once.
 */
export function queueJobIdFor(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
