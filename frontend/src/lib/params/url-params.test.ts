import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-client';
import { isManageToken } from './manage-token';
import { notFoundOn404 } from '../http/not-found-on-404';
import { parseIdParam } from './uuid-param';

const thrownBy = (run: () => unknown): unknown => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
};

describe('what a route accepts in its URL', () => {
  it('takes a UUID as a record id and makes anything else the not-found page', () => {
    const id = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
    expect(parseIdParam({ id })).toEqual({ id });
    expect(isNotFound(thrownBy(() => parseIdParam({ id: 'abc' })))).toBe(true);
    expect(isNotFound(thrownBy(() => parseIdParam({ id: `${id}0` })))).toBe(true);
  });

  it('takes 43 base64url characters as a manage token, and a status (the failed result page) is none', () => {
    expect(isManageToken('a'.repeat(40) + '_-9')).toBe(true);
    expect(isManageToken('a'.repeat(42))).toBe(false);
    expect(isManageToken('a'.repeat(42) + '+')).toBe(false);
    expect(isManageToken('409')).toBe(false);
  });

  it("turns the server's 404 into the route's not-found page and lets any other failure through", () => {
    const missing = new ApiError({ statusCode: 404, code: 'NOT_FOUND', message: 'Agendamento não encontrado.' });
    const down = new ApiError({ statusCode: 0, code: 'NETWORK_ERROR', message: 'Não foi possível conectar ao servidor.' });
    expect(isNotFound(thrownBy(() => notFoundOn404(missing)))).toBe(true);
    expect(thrownBy(() => notFoundOn404(down))).toBe(down);
  });
});
