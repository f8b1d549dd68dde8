import { DriverException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (code: string, message = 'boom') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', '57P01', '57P03', '08006', '53300'])('recognises %s', (code) => {
    expect(isDatabaseUnavailable(withCode(code))).toBe(true);
    expect(isDatabaseUnavailable(new DriverException(withCode(code)))).toBe(true);
  });

  it('recognises a refused connection to every address of a host, a lost connection and a pool timeout', () => {
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('Knex: Timeout acquiring a connection.'), { name: 'KnexTimeoutError' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: withCode('ECONNREFUSED') }))).toBe(true);
  });

  it('leaves bugs and rule violations alone', () => {
    expect(isDatabaseUnavailable(new UniqueConstraintViolationException(withCode('23505')))).toBe(false);
    expect(isDatabaseUnavailable(withCode('22P02', 'invalid input syntax for type uuid'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
