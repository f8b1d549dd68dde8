import { DriverException } from '@mikro-orm/core';

/**
 * An unexpected error as the log may show it: its stack trace. A database driver's message holds
 * the SQL with its parameters (clients' names and phones), so for those only the error's class,
 * its SQL state and the stack frames are kept.
 */
export function loggableError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (!(error instanceof DriverException)) return error.stack ?? error.message;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at \S/.test(line));
  return [`${error.name} (SQL state ${error.code ?? 'unknown'})`, ...frames].join('\n');
}
