import { DriverException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { loggableError } from './loggable-error';

function driverError(): Error {
  const pgError = Object.assign(
    new Error(`insert into "appointment" ("client_name", "client_contact") values ('Maria Souza', '11987654321') - invalid message format`),
    { code: '08P01' },
  );
  return new DriverException(pgError);
}

describe('loggableError', () => {
  it('keeps the class, SQL state and stack frames of a driver error, never its SQL or parameters', () => {
    const logged = loggableError(driverError());
    expect(logged).toMatch(/^DriverException \(SQL state 08P01\)\n\s+at /);
    expect(logged).not.toContain('Maria');
    expect(logged).not.toContain('11987654321');
    expect(logged).not.toContain('insert into');
  });

  it('does the same for its subclasses', () => {
    const logged = loggableError(new UniqueConstraintViolationException(Object.assign(new Error("values ('11987654321')"), { code: '23505' })));
    expect(logged).toMatch(/^UniqueConstraintViolationException \(SQL state 23505\)/);
    expect(logged).not.toContain('11987654321');
  });

  it('keeps the whole stack of any other error', () => {
    const error = new TypeError('cannot read x of undefined');
    expect(loggableError(error)).toBe(error.stack);
    expect(loggableError('a string')).toBe('a string');
  });
});
