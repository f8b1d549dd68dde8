import { ForeignKeyConstraintViolationException, UniqueConstraintViolationException } from '@mikro-orm/core';

/** The database constraints whose refusals the domain turns into its own errors. */
export type ConstraintViolation = 'unique' | 'foreign-key' | 'overlap';

/** SQLSTATE of an exclusion constraint (the bookings' no-overlap rule, `appointment_no_overlap`) refusing a row. */
const EXCLUSION_VIOLATION = '23P01';

/** Which constraint refused a write, or null when the error is something else. */
export function constraintViolationOf(error: unknown): ConstraintViolation | null {
  if (error instanceof UniqueConstraintViolationException) return 'unique';
  if (error instanceof ForeignKeyConstraintViolationException) return 'foreign-key';
  const failure = error as { code?: string; cause?: { code?: string } } | null;
  if (failure?.code === EXCLUSION_VIOLATION || failure?.cause?.code === EXCLUSION_VIOLATION) return 'overlap';
  return null;
}

/** The name of the constraint or unique index that refused a write, as PostgreSQL reports it. */
export function violatedConstraintOf(error: unknown): string | undefined {
  return (error as { constraint?: string } | null)?.constraint;
}

/**
 * Runs a write and turns the refusals named in `errors` into domain errors (a race lost on a
 * unique key becomes USERNAME_TAKEN, an overlap becomes the booking's 409); anything else is rethrown.
 * Each translation gets the refusal, for a table with several unique keys to say which (violatedConstraintOf).
 */
export async function translatingConstraintViolations<T>(
  write: () => Promise<T>,
  errors: Partial<Record<ConstraintViolation, (error: unknown) => Error | Promise<Error>>>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const violation = constraintViolationOf(error);
    const translated = violation ? errors[violation] : undefined;
    throw translated ? await translated(error) : error;
  }
}
