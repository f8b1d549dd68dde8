import { describe, expect, expectTypeOf, it } from 'vitest';
import { apiUrl } from '../lib/http/api-client';
import type { Operation, PathWith, RequestInit } from './client';

describe('apiUrl', () => {
  it('fills the path parameters, URL-encoded, and drops the /api/ prefix apiRequest adds', () => {
    expect(apiUrl('/api/appointment/consultByClientContact/{contact}', { path: { contact: '(11) 9 8765/4321' } })).toBe(
      'appointment/consultByClientContact/(11)%209%208765%2F4321',
    );
  });

  it('adds the query, leaving out what is undefined', () => {
    expect(apiUrl('/api/availability/month', { query: { userId: 'u', jobId: 'j', month: 0, year: 2026 } })).toBe(
      'availability/month?userId=u&jobId=j&month=0&year=2026',
    );
    expect(apiUrl('/api/appointment/admin/clients', { query: { search: undefined } })).toBe('appointment/admin/clients');
  });
});

describe('api (types)', () => {
  it('accepts only the paths that answer the method', () => {
    expectTypeOf<'/api/availability'>().toExtend<PathWith<'get'>>();
    expectTypeOf<'/api/availability'>().not.toExtend<PathWith<'post'>>();
    expectTypeOf<'/api/appointment/create'>().toExtend<PathWith<'post'>>();
  });

  it('requires the path parameters and the required query', () => {
    type GetService = RequestInit<Operation<'/api/job/get/{jobId}', 'get'>>;
    expectTypeOf<{ path: { jobId: string } }>().toExtend<GetService>();
    expectTypeOf<{ path: { userId: string } }>().not.toExtend<GetService>();
    type GetAvailability = RequestInit<Operation<'/api/availability', 'get'>>;
    expectTypeOf<{ query: { day: number; month: number; year: number; jobId: string; userId: string } }>().toExtend<GetAvailability>();
    expectTypeOf<{ query: { userId: string } }>().not.toExtend<GetAvailability>();
  });
});
