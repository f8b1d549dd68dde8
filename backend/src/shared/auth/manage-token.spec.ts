import { hashManageToken, issueManageToken, looksLikeManageToken } from './manage-token';

describe('manage token', () => {
  it('is 256 random bits in base64url, different every time, stored as its SHA-256', () => {
    const first = issueManageToken();
    const second = issueManageToken();
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(first.token, 'base64url')).toHaveLength(32);
    expect(first.token).not.toBe(second.token);
    expect(first.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.hash).toBe(hashManageToken(first.token));
    expect(first.hash).not.toContain(first.token);
  });

  it('recognises only the shape of a token', () => {
    expect(looksLikeManageToken(issueManageToken().token)).toBe(true);
    expect(looksLikeManageToken('abc')).toBe(false);
    expect(looksLikeManageToken(`${issueManageToken().token}x`)).toBe(false);
    expect(looksLikeManageToken('a'.repeat(42) + '=')).toBe(false);
  });
});
